import { THEME_SCRIPT } from '@vg/contract/design-tokens';

/**
 * The head of a page the API writes whole (a dossier's verification, the pages an emailed link
 * opens), as the host's index.html has it for every other page: light, dark or the device's
 * (docs/product.md#appearance), set before the first paint by THEME_SCRIPT, which the
 * Content-Security-Policy allows by its hash (THEME_SCRIPT_HASH).
 */
export const THEME_HEAD = `<meta name="color-scheme" content="light dark"><script>${THEME_SCRIPT}</script>`;
