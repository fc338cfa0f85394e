// What the apps share as 'styled-components' (docs/adr/0012, as component-router.mjs does for the
// router): shared whole, the package brought its server-rendering sheet and its sheet manager to
// every page, which only the build-time rendering of the host's pages uses (webpack.prerender.js
// bundles the package itself). This list is the promise: `styled`, `css`, `keyframes`, global
// styles and the theme. A build that asks for anything else fails (`exportsPresence: 'error'`).
// The deep path keeps federation from matching this module's own import as the shared request.
export {
  default,
  ThemeConsumer,
  ThemeContext,
  ThemeProvider,
  createGlobalStyle,
  css,
  isStyledComponent,
  keyframes,
  styled,
  useTheme,
  withTheme,
} from 'styled-components/dist/styled-components.browser.esm.js';
