import { html, type Html } from './html.js';

/**
 * A line icon as the kit draws it (shared/src/ui/icon/icon.tsx: 24-unit grid, 1.75 stroke), for
 * pages rendered before the app starts. Decorative: the control beside it says what it does.
 */
export const icon = (shapes: Html, size = 20) =>
  html`<svg
    viewBox="0 0 24 24"
    width="${size}"
    height="${size}"
    fill="none"
    stroke="currentColor"
    stroke-width="1.75"
    stroke-linecap="round"
    stroke-linejoin="round"
    focusable="false"
    aria-hidden="true"
  >
    ${shapes}
  </svg>`;
