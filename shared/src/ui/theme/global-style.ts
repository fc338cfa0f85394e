import { createGlobalStyle } from 'styled-components';
import { palette, themeCss, themeDeclarations } from '@vg/contract/design-tokens';

// The colours' values first (light, dark, or the device's: docs/adr/0028-dark-theme-as-css-variables.md),
// then a small modern reset plus the product's base type. Focus rings are drawn for keyboard users
// only (:focus-visible), and every animation collapses when the reader asks for less motion.
export const GlobalStyle = createGlobalStyle`
  ${themeCss}
  *, *::before, *::after { box-sizing: border-box; }
  * { margin: 0; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    min-height: 100vh;
    background: ${({ theme }) => theme.color.page};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.type.body};
    font-size: ${({ theme }) => theme.type.size.md};
    line-height: ${({ theme }) => theme.type.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
  h1, h2, h3, h4 {
    font-family: ${({ theme }) => theme.type.heading};
    font-weight: ${({ theme }) => theme.type.weight.bold};
    line-height: ${({ theme }) => theme.type.lineHeight.tight};
    text-wrap: balance;
  }
  img, picture, svg, video { display: block; max-width: 100%; }
  input, button, textarea, select { font: inherit; color: inherit; }
  a { color: ${({ theme }) => theme.color.primary}; text-underline-offset: 0.15em; }
  a:hover { color: ${({ theme }) => theme.color.primaryHover}; }
  :focus-visible { ${({ theme }) => theme.focusRing} }
  :focus:not(:focus-visible) { outline: none; }
  /* On paper a page is read, not used: its controls and the navigation are left off, on white,
     in the light scheme whatever the screen shows. */
  @media print {
    :root { ${themeDeclarations('light')} }
    body { background: ${palette.white}; }
    button, nav, [role='tablist'] { display: none !important; }
  }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
