import {
  GRID_UNIT_PX,
  breakpoints,
  color,
  focusRing,
  font,
  fontSize,
  fontWeight,
  layout,
  lineHeight,
  motion,
  radius,
  shadow,
  tones,
  zIndex,
} from '@vg/contract/design-tokens';

// The kit's theme: the design tokens (@vg/contract/design-tokens, docs/adr/0023-design-tokens.md)
// in the shape the styled components read, plus what only CSS-in-JS needs (media queries, the
// spacing function).
export { breakpoints };

/** The 8 px grid: `space(2)` is '16px'. Halves are allowed for hairline adjustments. */
export function space(steps: number): string {
  return `${steps * GRID_UNIT_PX}px`;
}

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
  desktop: `@media (min-width: ${breakpoints.desktopMin}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Odometers, costs and dates line up in columns. Usable in `css` and in `style={}`. */
export const tabularNums = { fontVariantNumeric: 'tabular-nums' } as const;

export const theme = {
  color,
  tone: tones,
  type: {
    heading: font.heading,
    body: font.body,
    mono: font.mono,
    tabularNums,
    size: fontSize,
    weight: fontWeight,
    lineHeight,
  },
  space,
  radius,
  breakpoints,
  media,
  layout,
  focusRing,
  motion,
  shadow,
  zIndex,
} as const;

export type Theme = typeof theme;
