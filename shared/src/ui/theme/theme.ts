import { palette } from './palette';
import { tones } from './tones';

const GRID_UNIT_PX = 8;

/** The 8 px grid: `space(2)` is '16px'. Halves are allowed for hairline adjustments. */
export function space(steps: number): string {
  return `${steps * GRID_UNIT_PX}px`;
}

export const breakpoints = {
  /** Widest phone layout; "below 768 px" (docs/product.md#navigation). */
  mobileMax: 767,
  desktopMin: 768,
} as const;

export const media = {
  mobile: `@media (max-width: ${breakpoints.mobileMax}px)`,
  desktop: `@media (min-width: ${breakpoints.desktopMin}px)`,
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

/** Odometers, costs and dates line up in columns. Usable in `css` and in `style={}`. */
export const tabularNums = { fontVariantNumeric: 'tabular-nums' } as const;

// A two-colour focus indicator (WCAG technique C40): an ink ring inside a paper halo. The two
// are far apart in luminance, so on any background, the green header as much as a cream card,
// one of them stands out by at least 3:1 (theme.test.ts checks every colour of the theme).
const focusRingColor = palette.ink;
const focusHaloColor = palette.paperRaised;

export const theme = {
  color: {
    page: palette.paper,
    surface: palette.paperRaised,
    surfaceSunken: palette.paperSunken,
    text: palette.ink,
    textMuted: palette.inkMuted,
    hairline: palette.hairline,
    hairlineStrong: palette.hairlineStrong,
    primary: palette.racingGreen,
    primaryHover: palette.racingGreenDeep,
    onPrimary: palette.paperRaised,
    accent: palette.brass,
    accentText: palette.brassDeep,
    onAccent: palette.ink,
    danger: palette.signalRed,
    dangerHover: palette.signalRedDeep,
    onDanger: palette.white,
    focus: focusRingColor,
    focusHalo: focusHaloColor,
    overlay: 'rgba(43, 38, 34, 0.55)',
  },
  tone: tones,
  type: {
    heading:
      "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, Cambria, 'Times New Roman', serif",
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    tabularNums,
    size: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.5rem',
      xxl: '2rem',
    },
    weight: { regular: 400, medium: 500, bold: 600 },
    lineHeight: { tight: 1.25, normal: 1.5 },
  },
  space,
  radius: { sm: '4px', md: '6px', lg: '10px', pill: '999px' },
  breakpoints,
  media,
  layout: { contentMaxWidth: '1200px', readableMaxWidth: '68ch' },
  /**
   * Visible on every interactive element (WCAG 2.4.7, 1.4.11): the ink outline sits between two
   * bands of paper halo (the shadow under the outline's offset and beyond it), so it never
   * vanishes on the green header, a red button or a cream card.
   */
  focusRing: `outline: 3px solid ${focusRingColor}; outline-offset: 2px; box-shadow: 0 0 0 7px ${focusHaloColor};`,
  motion: {
    fast: '120ms',
    base: '200ms',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  shadow: {
    // Cards use hairlines; only floating layers (dialogs, toasts) get a soft shadow.
    floating: '0 8px 24px rgba(43, 38, 34, 0.18)',
  },
  zIndex: { banner: 50, overlay: 100, toast: 200, tooltip: 300 },
} as const;

export type Theme = typeof theme;
