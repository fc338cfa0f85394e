import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SCRIPT, THEME_SCRIPT_HASH } from '@vg/contract/design-tokens';
import { Html } from '../src/features/public-pages/html.js';
import { renderStandaloneDocument } from '../src/features/public-pages/page-document.js';
import { linkPage } from '../src/http/link-page.js';
import { packageDir } from '../src/paths.js';
import { createTestApp, type TestContext } from './helpers/test-app.js';

// The one inline script of the site: it sets <html data-theme> before the first paint, so no frame
// is drawn in the wrong scheme (docs/adr/0028-dark-theme-as-css-variables.md). The
// Content-Security-Policy allows it by its hash and allows no other inline script.

const hashOf = (source: string) =>
  `'sha256-${createHash('sha256').update(source).digest('base64')}'`;

const POLICY = readFileSync(
  path.join(packageDir, '../deploy/nginx/content-security-policy.txt'),
  'utf8',
);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

describe("the theme's script", () => {
  it('is allowed by the hash the contract names', () => {
    expect(hashOf(THEME_SCRIPT)).toBe(THEME_SCRIPT_HASH);
  });

  it("is allowed by the host's policy by that hash, with no 'unsafe-inline' for scripts", () => {
    const scriptSrc = /script-src ([^;]*)/.exec(POLICY)?.[1] ?? '';
    expect(scriptSrc).toContain(THEME_SCRIPT_HASH);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });

  it("is allowed by the API's own policy, for the pages it answers directly", async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/v1/health' });
    const scriptSrc = /script-src ([^;]*)/.exec(
      answer.headers['content-security-policy'] as string,
    );
    expect(scriptSrc?.[1]).toContain(THEME_SCRIPT_HASH);
    expect(scriptSrc?.[1]).not.toContain('unsafe-inline');
  });

  it('runs in the head of the pages the API writes whole, byte for byte', () => {
    const page = renderStandaloneDocument(
      {
        status: 200,
        owner: 'none',
        content: new Html('<p>x</p>'),
        meta: {
          title: 'T',
          description: 'D',
          url: null,
          image: null,
          type: 'website',
          noindex: true,
        },
      },
      '',
    );
    const link = linkPage('https://garage.test', {
      title: 'T',
      paragraphs: [],
      footer: { path: '/', label: 'Home' },
    });
    for (const markup of [page, link]) {
      const head = markup.slice(0, markup.indexOf('</head>'));
      const scripts = [...head.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
        ([, source]) => source,
      );
      expect(scripts).toEqual([THEME_SCRIPT]);
      expect(head).toContain('<meta name="color-scheme" content="light dark">');
      expect(head.indexOf('<script>')).toBeLessThan(head.indexOf('<style'));
    }
  });
});
