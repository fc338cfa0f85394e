import { palette } from './palette.js';

// The design tokens as plain data (docs/adr/0023-design-tokens.md): the UI kit's theme
// (shared/src/ui/theme) is built from them, and the API's pages, mail and dossier PDF read the same
// values, so the first paint, an email and a printed dossier look like the app. No React, no CSS
// library, no Node API: safe to bundle and to run on the server.
export { palette } from './palette.js';
export { tones } from './tones.js';
export type { Tone, ToneName } from './tones.js';

// A two-colour focus indicator (WCAG technique C40): an ink ring inside a paper halo. The two are
// far apart in luminance, so on any background one of them stands out by at least 3:1.
const focusRingColor = palette.ink;
const focusHaloColor = palette.paperRaised;

/** Colours by role: what components and pages read. */
export const color = {
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
} as const;

/** A sale dossier's verification page: whether what a buyer holds is what was issued. */
export const verificationColor = {
  valid: palette.leafGreen,
  changed: palette.rust,
  withdrawn: palette.brassDeep,
  rowRule: palette.hairlineFaint,
} as const;

/** The dossier PDF: the palette on white paper, where brass is drawn a shade deeper. */
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
export const focusRing = `outline: 3px solid ${focusRingColor}; outline-offset: 2px; box-shadow: 0 0 0 7px ${focusHaloColor};`;
