// Pulls the DefaultTheme augmentation into every program that imports the kit.
import type {} from './styled';

export { theme, space, media, breakpoints, tabularNums } from './theme';
export type { Theme } from './theme';
export { tones } from '@vg/contract/design-tokens';
export type { Tone, ToneName } from '@vg/contract/design-tokens';
export { contrastRatio } from './contrast';
export { GlobalStyle } from './global-style';
export { VgThemeProvider } from './vg-theme-provider';
export {
  THEME_CHANGE_EVENT,
  applyThemeChoice,
  readThemeChoice,
  resolvedTheme,
  storeThemeChoice,
} from './theme-choice';
export { useThemeChoice } from './use-theme-choice';
