import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as tokens from '@vg/contract/design-tokens';
import { FORM_STYLES } from '../src/features/auth/forms/form-pages.js';
import { vehiclesPage } from '../src/features/member-pages/vehicles-page.js';
import { PAGE_STYLES } from '../src/features/public-pages/page-styles.js';
import { VERIFY_STYLES } from '../src/features/public-pages/verify-page.js';
import { linkPage } from '../src/http/link-page.js';
import { digestEmail, notificationEmail } from '../src/mail/notification-emails.js';
import { packageDir } from '../src/paths.js';

// Every page, email and PDF the API draws takes its look from the design tokens the app's UI kit
// is built from (@vg/contract/design-tokens, docs/adr/0023-design-tokens.md), so the first paint,
// an email and a printed dossier cannot drift from the app.

const COLOUR = /#[0-9a-f]{3,8}\b|rgba?\([^)]*\)/gi;
const VARIABLE = /var\((--vg-[a-z0-9-]+)\)/g;
// Named font families; generic ones ('sans-serif' in a development page) are not a look.
const NAMED_FONT =
  /\b(Georgia|Palatino|Iowan|Segoe|Roboto|Helvetica|Arial|Times|Courier|Menlo|Consolas|Cambria|system-ui|-apple-system)\b/g;

const tokenColours = new Set(
  JSON.stringify(tokens)
    .match(COLOUR)!
    .map((colour) => colour.toLowerCase()),
);
const tokenFonts = new Set(
  [tokens.font, tokens.mailFont].flatMap((stacks) => Object.values(stacks)).map(squeeze),
);

/** A font stack or colour as CSS may write it: no space after a comma. */
function squeeze(value: string): string {
  return value.replace(/,\s+/g, ',').trim();
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [full] : [];
  });
}

/** `file: literal` for each match of `pattern` in the API's source. */
function literalsInSource(pattern: RegExp): string[] {
  const srcDir = path.join(packageDir, 'src');
  return sourceFiles(srcDir).flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(pattern)].map(
      ([literal]) => `${path.relative(srcDir, file)}: ${literal}`,
    ),
  );
}

const item = { title: 'Oil changed', body: 'At 84,000 miles.', url: 'https://garage.test/v/1' };

/** What the API draws: the rendered pages' styles, a link page, both kinds of email. */
async function drawn(): Promise<Array<[name: string, markup: string]>> {
  const single = await notificationEmail({
    to: 'ada@example.test',
    username: 'ada',
    kind: 'new-follower',
    item,
    unsubscribeUrl: 'https://garage.test/u',
    settingsUrl: 'https://garage.test/s',
  });
  const digest = await digestEmail({
    to: 'ada@example.test',
    username: 'ada',
    items: [item, item],
    unsubscribe: [{ kind: 'new-follower', url: 'https://garage.test/u' }],
    settingsUrl: 'https://garage.test/s',
  });
  return [
    ['public pages', PAGE_STYLES],
    ['member pages', vehiclesPage('member-1', []).styles ?? ''],
    ['sign-in and register forms', FORM_STYLES],
    ['verification page', VERIFY_STYLES],
    [
      'link page',
      linkPage('https://garage.test', {
        title: 'Unsubscribe',
        paragraphs: ['No more emails about new followers.'],
        form: { action: '/unsubscribe', label: 'Unsubscribe' },
        footer: { path: '/settings', label: 'Your settings' },
      }),
    ],
    ['notification email', single.html],
    ['digest email', digest.html],
  ];
}

/** The families of each `font-family:` and `font:` declaration (after the shorthand's size). */
function fontStacks(markup: string): string[] {
  const declarations = [...markup.matchAll(/font(-family)?:([^;}"]+)/g)];
  return declarations
    .map(([, family, value]) => (family ? value! : value!.replace(/^\s*\S+\s+/, '')))
    .map(squeeze)
    .filter((stack) => stack !== 'inherit');
}

describe('the look of what the API draws', () => {
  it('writes no colour in the API source: every one comes from the design tokens', () => {
    expect(literalsInSource(COLOUR)).toEqual([]);
  });

  it('names no font family in the API source: every stack comes from the design tokens', () => {
    expect(literalsInSource(NAMED_FONT)).toEqual([]);
  });

  it('draws its pages and emails in the tokens’ colours and font stacks only', async () => {
    for (const [name, markup] of await drawn()) {
      const colours = (markup.match(COLOUR) ?? []).map((colour) => colour.toLowerCase());
      expect(colours.length + (markup.match(VARIABLE)?.length ?? 0), name).toBeGreaterThan(0);
      expect(
        colours.filter((colour) => !tokenColours.has(colour)),
        name,
      ).toEqual([]);
      expect(
        fontStacks(markup).filter((stack) => !tokenFonts.has(stack)),
        name,
      ).toEqual([]);
    }
  });

  it('gives every colour a page reads a value in both schemes, and the emails literal colours', async () => {
    const defined = (scheme: string) =>
      new Set([...scheme.matchAll(/(--vg-[a-z0-9-]+):/g)].map(([, name]) => name));
    const [light, dark] = [tokens.themeDeclarations('light'), tokens.themeDeclarations('dark')];
    for (const [name, markup] of await drawn()) {
      const used = [...markup.matchAll(VARIABLE)].map(([, variable]) => variable!);
      if (name.endsWith('email')) expect(used, name).toEqual([]);
      // Every page carries the public pages' styles (page-document.ts), the values first.
      else if (['public pages', 'link page'].includes(name))
        expect(markup, name).toContain(tokens.themeCss);
      for (const variable of used) {
        expect(defined(light).has(variable), `${name}: ${variable}`).toBe(true);
        expect(defined(dark).has(variable), `${name}: ${variable}`).toBe(true);
      }
    }
  });
});
