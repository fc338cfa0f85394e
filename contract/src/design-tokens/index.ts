import { darkPalette, palette } from './palette.js';
import { darkTones, lightTones, type Tone, type ToneName } from './tones.js';
import { cssVariables, toVariables, type Scheme } from './theme-css.js';

// The design tokens as plain data (docs/adr/0023-design-tokens.md): the UI kit's theme
// (shared/src/ui/theme) is built from them, and the API's pages, mail and dossier PDF read the same
// values, so the first paint, an email and a printed dossier look like the app. No React, no CSS
// library, no Node API: safe to bundle and to run on the server.
//
// Colours come in two schemes, light and dark (docs/adr/0028-dark-theme-as-css-variables.md): what
// a screen or a rendered page reads (`color`, `tones`, …) is a CSS custom property, `var(--vg-…)`,
// whose light and dark values `themeCss` writes once. Code that needs a literal (the contrast test,
// the emails, the PDF) reads `lightColor`/`darkColor`, `lightTones`/`darkTones`, or the palettes.
export { darkPalette, palette } from './palette.js';
export { darkTones, lightTones } from './tones.js';
export type { Tone, ToneName } from './tones.js';
export type { Scheme } from './theme-css.js';
export * from './theme-choice.js';

/** Colours by role, in the light scheme: what the emails draw with, and the default. */
export const lightColor = {
  page: palette.paper,
  surface: palette.paperRaised,
  surfaceSunken: palette.paperSunken,
  text: palette.ink,
  textMuted: palette.inkMuted,
  hairline: palette.hairline,
  hairlineStrong: palette.hairlineStrong,
  /** A control's edge (text fields, secondary buttons): 3:1 on every surface (WCAG 1.4.11). */
  control: '#8c7f69',
  primary: palette.racingGreen,
  primaryHover: palette.racingGreenDeep,
  onPrimary: palette.paperRaised,
  /** The top bar: racing green in both schemes. */
  bar: palette.racingGreen,
  onBar: palette.paperRaised,
  accent: palette.brass,
  accentText: palette.brassDeep,
  onAccent: palette.ink,
  danger: palette.signalRed,
  dangerHover: palette.signalRedDeep,
  onDanger: palette.white,
  // A two-colour focus indicator (WCAG technique C40): an ink ring inside a paper halo. The two are
  // far apart in luminance, so on any background one of them stands out by at least 3:1.
  focus: palette.ink,
  focusHalo: palette.paperRaised,
  overlay: 'rgba(43, 38, 34, 0.55)',
} as const;

export type ColorRole = keyof typeof lightColor;

/** The same roles at night: cream on warm near-black, green and red lifted, the bar still green. */
export const darkColor: Record<ColorRole, string> = {
  page: darkPalette.page,
  surface: darkPalette.surface,
  surfaceSunken: darkPalette.sunken,
  text: darkPalette.cream,
  textMuted: darkPalette.creamMuted,
  hairline: darkPalette.hairline,
  hairlineStrong: darkPalette.hairlineStrong,
  control: darkPalette.control,
  primary: darkPalette.green,
  primaryHover: darkPalette.greenHover,
  onPrimary: darkPalette.sunken,
  bar: darkPalette.greenBar,
  onBar: darkPalette.cream,
  accent: darkPalette.brass,
  accentText: darkPalette.brassText,
  onAccent: darkPalette.sunken,
  danger: darkPalette.red,
  dangerHover: darkPalette.redHover,
  onDanger: darkPalette.sunken,
  focus: darkPalette.cream,
  focusHalo: darkPalette.sunken,
  overlay: 'rgba(0, 0, 0, 0.65)',
};

/** A sale dossier's verification page: whether what a buyer holds is what was issued. */
export const lightVerificationColor = {
  valid: palette.leafGreen,
  changed: palette.rust,
  withdrawn: palette.brassDeep,
  rowRule: palette.hairlineFaint,
} as const;

export const darkVerificationColor: Record<keyof typeof lightVerificationColor, string> = {
  valid: darkPalette.leaf,
  changed: darkPalette.rust,
  withdrawn: darkPalette.brassText,
  rowRule: darkPalette.hairlineFaint,
};

/**
 * A chart's series, in order: racing green and brass first, then the palette's other strong
 * shades, so neighbouring stacks differ in tone as well as hue. Each stands out from the card it
 * is drawn on by 3:1 in its scheme, and every figure is in the chart's table too.
 */
export const lightSeriesColors = [
  palette.racingGreen,
  palette.brassDeep,
  palette.rust,
  palette.racingGreenSoft,
  palette.inkMuted,
  palette.brassPrint,
  palette.leafGreen,
  lightColor.control,
  palette.racingGreenDeep,
  palette.signalRedDeep,
] as const;

export const darkSeriesColors: readonly string[] = [
  darkPalette.green,
  darkPalette.brass,
  darkPalette.rust,
  darkPalette.greenSoft,
  darkPalette.creamMuted,
  darkPalette.brassDeep,
  darkPalette.leaf,
  darkPalette.control,
  darkPalette.greenHover,
  darkPalette.rustDeep,
];

const schemes: Record<Scheme, Record<string, string>> = {
  light: {
    ...cssVariables('', lightColor),
    ...Object.assign({}, ...Object.entries(lightTones).map(([n, t]) => cssVariables(n, t))),
    ...cssVariables('verify', lightVerificationColor),
    ...cssVariables('series', Object.fromEntries(lightSeriesColors.map((c, i) => [i + 1, c]))),
  },
  dark: {
    ...cssVariables('', darkColor),
    ...Object.assign({}, ...Object.entries(darkTones).map(([n, t]) => cssVariables(n, t))),
    ...cssVariables('verify', darkVerificationColor),
    ...cssVariables('series', Object.fromEntries(darkSeriesColors.map((c, i) => [i + 1, c]))),
  },
};

/** Colours by role, as CSS custom properties: what components and pages read. */
export const color: Record<ColorRole, string> = toVariables('', lightColor);

/** Status tones, as custom properties (their values: lightTones, darkTones). */
export const tones = Object.fromEntries(
  Object.entries(lightTones).map(([name, tone]) => [name, toVariables(name, tone)]),
) as unknown as Record<ToneName, Tone>;

export const verificationColor: Record<keyof typeof lightVerificationColor, string> = toVariables(
  'verify',
  lightVerificationColor,
);

export const seriesColors: readonly string[] = lightSeriesColors.map(
  (_colour, index) => `var(--vg-series-${index + 1})`,
);

/**
 * The stylesheet that gives every `var(--vg-…)` its value: light by default, dark when <html> says
 * `data-theme="dark"` (the reader's choice, set before the first paint) or when the device is dark
 * and the reader has not chosen light (docs/product.md#appearance). Put first in the kit's global
 * style and in every page the API renders.
 */
export const themeDeclarations = (scheme: Scheme): string =>
  `color-scheme:${scheme};${Object.entries(schemes[scheme])
    .map(([name, value]) => `${name}:${value}`)
    .join(';')}`;

export const themeCss =
  `:root{${themeDeclarations('light')}}:root[data-theme=dark]{${themeDeclarations('dark')}}` +
  `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){${themeDeclarations('dark')}}}`;

/** The dossier PDF: the palette on white paper, where brass is drawn a shade deeper. It is paper: always light. */
export const printColor = {
  green: palette.racingGreen,
  ink: palette.ink,
  muted: palette.inkMuted,
  brass: palette.brassPrint,
  /** Brass as text (the cover's label): deep enough to read at 4.5:1 on white. */
  brassText: palette.brassDeep,
  hairline: palette.hairline,
  paper: palette.paper,
  white: palette.white,
} as const;

export const font = {
  heading:
    "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, Cambria, 'Times New Roman', serif",
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
} as const;

/** Email clients and the small pages a mailed link opens: stacks every mail client knows. */
export const mailFont = {
  heading: "Georgia, 'Times New Roman', serif",
  body: "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
} as const;

/** The PDF's standard fonts (no font file embedded): a serif for headings, a sans for the body. */
export const printFont = {
  heading: 'Times-Bold',
  serif: 'Times-Roman',
  body: 'Helvetica',
  bold: 'Helvetica-Bold',
  italic: 'Helvetica-Oblique',
  mono: 'Courier',
} as const;

export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5rem',
  xxl: '2rem',
} as const;

export const fontWeight = { regular: 400, medium: 500, bold: 600 } as const;

export const lineHeight = { tight: 1.25, normal: 1.5 } as const;

/** The 8 px grid every margin and gap steps on. */
export const GRID_UNIT_PX = 8;

export const radius = { sm: '4px', md: '6px', lg: '10px', pill: '999px' } as const;

export const breakpoints = {
  /** Widest phone layout; "below 768 px" (docs/product.md#navigation). */
  mobileMax: 767,
  desktopMin: 768,
} as const;

export const layout = { contentMaxWidth: '1200px', readableMaxWidth: '68ch' } as const;

export const motion = {
  fast: '120ms',
  base: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const shadow = {
  // Cards use hairlines; only floating layers (dialogs, toasts) get a soft shadow.
  floating: '0 8px 24px rgba(43, 38, 34, 0.18)',
  /** The phone's menu under the top bar. */
  menu: '0 8px 24px rgb(0 0 0 / 15%)',
} as const;

export const zIndex = { banner: 50, overlay: 100, toast: 200, tooltip: 300 } as const;

/**
 * Visible on every interactive element (WCAG 2.4.7, 1.4.11): the ink outline sits between two
 * bands of paper halo (the shadow under the outline's offset and beyond it), so it never vanishes
 * on the green header, a red button or a cream card. A CSS declaration list.
 */
export const focusRing = `outline: 3px solid ${color.focus}; outline-offset: 2px; box-shadow: 0 0 0 7px ${color.focusHalo};`;
