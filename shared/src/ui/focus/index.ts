export { focusHeadingIfWanted, usePageStartOnNavigation } from './page-start';
export { useReturnFocus } from './use-return-focus';
