import { printColor, verificationColor } from '@vg/contract/design-tokens';
import { contrastRatio } from './contrast';
import { theme } from './theme';

const WCAG_AA_TEXT = 4.5;
const { color, tone } = theme;

// Every foreground/background pair the kit actually draws text with.
const textPairs: Array<[name: string, foreground: string, background: string]> = [
  ['body text on page', color.text, color.page],
  ['body text on card', color.text, color.surface],
  ['body text on sunken surface', color.text, color.surfaceSunken],
  ['muted text on page', color.textMuted, color.page],
  ['muted text on card', color.textMuted, color.surface],
  ['muted text on sunken surface', color.textMuted, color.surfaceSunken],
  ['link / primary text on page', color.primary, color.page],
  ['link / primary text on card', color.primary, color.surface],
  ['primary button label', color.onPrimary, color.primary],
  ['primary button label (hover)', color.onPrimary, color.primaryHover],
  ['danger button label', color.onDanger, color.danger],
  ['danger button label (hover)', color.onDanger, color.dangerHover],
  ['danger text on page', color.danger, color.page],
  ['danger text on card', color.danger, color.surface],
  ['accent text on page', color.accentText, color.page],
  ['text on brass accent', color.onAccent, color.accent],
  ...(Object.entries(tone).map(([name, { fg, bg }]) => [`${name} tone text`, fg, bg]) as Array<
    [string, string, string]
  >),
  // The API's own pages and its dossier PDF read the same tokens.
  ['verification: a changed field on card', verificationColor.changed, color.surface],
  ...(['ink', 'muted', 'green', 'brassText'] as const).flatMap(
    (name): Array<[string, string, string]> => [
      [`dossier: ${name} text on white paper`, printColor[name], printColor.white],
      [`dossier: ${name} text in the stamp's box`, printColor[name], printColor.paper],
    ],
  ),
];

describe('theme contrast (WCAG 2.2 AA, 4.5:1 for text)', () => {
  it.each(textPairs)('%s is readable', (_name, foreground, background) => {
    expect(contrastRatio(foreground, background)).toBeGreaterThanOrEqual(WCAG_AA_TEXT);
  });

  it('computes the known ratio of black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});

const WCAG_NON_TEXT = 3;
const HEX = /^#[0-9a-f]{6}$/i;

/**
 * Every solid colour the theme defines, tones included: whatever the ring is drawn next to (the
 * green header, a red button, a tone's banner, a hairline) is one of these. Read from the theme
 * itself, so a colour added later is checked without touching this test.
 */
function themeColours(): Array<[name: string, hex: string]> {
  const found: Array<[string, string]> = [];
  const visit = (path: string, value: unknown) => {
    if (typeof value === 'string' && HEX.test(value)) found.push([path, value]);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) visit(path ? `${path}.${key}` : key, inner);
  };
  visit('', { color, tone, verificationColor });
  return found;
}

describe('focus ring (WCAG 2.2 AA, 3:1 for non-text)', () => {
  // The ring is drawn in two colours (outline and halo, technique C40): on each background at
  // least one of them must stand out by 3:1, and the two must stand out from each other.
  const ringColours = [color.focus, (color as Record<string, string>).focusHalo ?? color.focus];

  it('is drawn in two colours that stand apart', () => {
    expect(theme.focusRing).toContain(ringColours[0]);
    expect(theme.focusRing).toContain(ringColours[1]);
    expect(contrastRatio(ringColours[0]!, ringColours[1]!)).toBeGreaterThanOrEqual(WCAG_NON_TEXT);
  });

  it.each(themeColours())('stands out on %s (%s)', (_name, background) => {
    const best = Math.max(...ringColours.map((ring) => contrastRatio(ring, background)));
    expect(best).toBeGreaterThanOrEqual(WCAG_NON_TEXT);
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
