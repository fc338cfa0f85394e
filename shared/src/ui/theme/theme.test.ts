import {
  darkColor,
  darkSeriesColors,
  darkTones,
  darkVerificationColor,
  lightColor,
  lightSeriesColors,
  lightTones,
  lightVerificationColor,
  printColor,
  themeCss,
  type Tone,
  type ToneName,
} from '@vg/contract/design-tokens';
import { contrastRatio } from './contrast';
import { theme } from './theme';

const WCAG_AA_TEXT = 4.5;
const WCAG_NON_TEXT = 3;
const HEX = /^#[0-9a-f]{6}$/i;

type Pair = [name: string, foreground: string, background: string];

// Both schemes (docs/product.md#appearance) are checked pair by pair: the same roles, each
// scheme's values. The dossier PDF is paper, light only.
const schemes = [
  {
    name: 'light',
    color: lightColor as Record<keyof typeof lightColor, string>,
    tone: lightTones,
    verification: lightVerificationColor as Record<keyof typeof lightVerificationColor, string>,
    series: lightSeriesColors as readonly string[],
  },
  {
    name: 'dark',
    color: darkColor,
    tone: darkTones,
    verification: darkVerificationColor,
    series: darkSeriesColors,
  },
] as const;

// Every foreground/background pair the kit and the rendered pages draw text with.
function textPairs({ color, tone, verification }: (typeof schemes)[number]): Pair[] {
  return [
    ['body text on page', color.text, color.page],
    ['body text on card', color.text, color.surface],
    ['body text on sunken surface', color.text, color.surfaceSunken],
    ['muted text on page', color.textMuted, color.page],
    ['muted text on card', color.textMuted, color.surface],
    ['muted text on sunken surface', color.textMuted, color.surfaceSunken],
    ['link / primary text on page', color.primary, color.page],
    ['link / primary text on card', color.primary, color.surface],
    ['link / primary text on sunken surface', color.primary, color.surfaceSunken],
    ['link hover on page', color.primaryHover, color.page],
    ['primary button label', color.onPrimary, color.primary],
    ['primary button label (hover)', color.onPrimary, color.primaryHover],
    ['top bar text', color.onBar, color.bar],
    ['danger button label', color.onDanger, color.danger],
    ['danger button label (hover)', color.onDanger, color.dangerHover],
    ['danger text on page', color.danger, color.page],
    ['danger text on card', color.danger, color.surface],
    ['accent text on page', color.accentText, color.page],
    ['accent text on card', color.accentText, color.surface],
    ['text on brass accent', color.onAccent, color.accent],
    ...(Object.entries(tone) as Array<[ToneName, Tone]>).map(([name, { fg, bg }]): Pair => [
      `${name} tone text`,
      fg,
      bg,
    ]),
    ['verification: valid on card', verification.valid, color.surface],
    ['verification: a changed field on card', verification.changed, color.surface],
    ['verification: withdrawn on card', verification.withdrawn, color.surface],
  ];
}

// The edges a control is found by (WCAG 1.4.11): text fields' and secondary buttons' borders, a
// filled button against the page, and each tone's border.
function controlPairs({ color }: (typeof schemes)[number]): Pair[] {
  return [
    ['control border on card', color.control, color.surface],
    ['control border on page', color.control, color.page],
    ['control border on sunken surface (disabled)', color.control, color.surfaceSunken],
    ['primary button on page', color.primary, color.page],
    ['primary button on card', color.primary, color.surface],
    ['danger button on page', color.danger, color.page],
    ['danger button on card', color.danger, color.surface],
    ['invalid field border on card', color.danger, color.surface],
  ];
}

const dossierPairs: Pair[] = (['ink', 'muted', 'green', 'brassText'] as const).flatMap(
  (name): Pair[] => [
    [`dossier: ${name} text on white paper`, printColor[name], printColor.white],
    [`dossier: ${name} text in the stamp's box`, printColor[name], printColor.paper],
  ],
);

describe.each(schemes)('the $name scheme', (scheme) => {
  it.each(textPairs(scheme))('text (4.5:1): %s', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it.each(controlPairs(scheme))('controls (3:1): %s', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_NON_TEXT);
  });

  it.each(scheme.series.map((series, index) => [index + 1, series]))(
    'chart series %i (%s) stands out from the card by 3:1',
    (_index, series) => {
      expect(contrastRatio(series, scheme.color.surface)).toBeGreaterThanOrEqual(WCAG_NON_TEXT);
    },
  );

  // The ring is drawn in two colours (outline and halo, technique C40): on each background at
  // least one of them must stand out by 3:1, and the two must stand out from each other.
  const ring = [scheme.color.focus, scheme.color.focusHalo];

  it('draws the focus ring in two colours that stand apart', () => {
    expect(contrastRatio(ring[0]!, ring[1]!)).toBeGreaterThanOrEqual(WCAG_NON_TEXT);
  });

  /**
   * Every solid colour the scheme defines, tones included: whatever the ring is drawn next to (the
   * top bar, a red button, a tone's banner, a hairline) is one of these.
   */
  const solids: Array<[string, string]> = [];
  const visit = (path: string, value: unknown) => {
    if (typeof value === 'string' && HEX.test(value)) solids.push([path, value]);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) visit(path ? `${path}.${key}` : key, inner);
  };
  visit('', { color: scheme.color, tone: scheme.tone, verification: scheme.verification });

  it.each(solids)('the focus ring stands out on %s (%s) by 3:1', (_name, background) => {
    const best = Math.max(...ring.map((colour) => contrastRatio(colour, background)));
    expect(best).toBeGreaterThanOrEqual(WCAG_NON_TEXT);
  });

  it('gives every role a value in the stylesheet', () => {
    for (const [, value] of solids) expect(themeCss).toContain(value);
  });
});

describe('the dossier PDF (paper: always light)', () => {
  it.each(dossierPairs)('text (4.5:1): %s', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });
});

describe('the theme components read', () => {
  it('is custom properties, so one stylesheet switches every component', () => {
    expect(theme.color.page).toBe('var(--vg-page)');
    expect(theme.tone.info.bg).toBe('var(--vg-info-bg)');
    expect(theme.focusRing).toContain('var(--vg-focus)');
    expect(theme.focusRing).toContain('var(--vg-focus-halo)');
    for (const role of Object.keys(lightColor))
      expect(themeCss).toMatch(
        new RegExp(`--vg-${role.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}:`),
      );
  });

  it('is dark under data-theme="dark", and under a dark device unless light was chosen', () => {
    expect(themeCss).toContain(
      `:root[data-theme=dark]{color-scheme:dark;--vg-page:${darkColor.page}`,
    );
    expect(themeCss).toContain(
      `@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;--vg-page:${darkColor.page}`,
    );
  });

  it('computes the known ratio of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

describe('spacing and breakpoints', () => {
  it('steps on an 8px grid', () => {
    expect(theme.space(0)).toBe('0px');
    expect(theme.space(3)).toBe('24px');
  });

  it('treats 767px and below as a phone', () => {
    expect(theme.breakpoints.mobileMax).toBe(767);
    expect(theme.media.mobile).toBe('@media (max-width: 767px)');
    expect(theme.media.desktop).toBe('@media (min-width: 768px)');
  });
});
