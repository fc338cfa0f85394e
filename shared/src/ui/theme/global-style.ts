import { createGlobalStyle } from 'styled-components';

// A small modern reset plus the product's base type. Focus rings are drawn for keyboard users
// only (:focus-visible), and every animation collapses when the reader asks for less motion.
export const GlobalStyle = createGlobalStyle`
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
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;
