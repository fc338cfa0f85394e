import { THEME_SCRIPT } from '@vg/contract/design-tokens';
import { expect, expectAccessible, startTheApp, test } from '../support/fixtures';

// The host's own pages rendered at build time (docs/adr/0012): their content and link-preview tags
// are in the first HTML, before any script runs, and the app takes that HTML over in place
// (hydration) with no error, working as the single-page app from there.

const PAGES = [
  { path: '/', heading: 'Every old car deserves a proper history.', title: /logbook for vintage/ },
  { path: '/help', heading: 'Help', title: /^Help · Vintage Garage$/ },
  { path: '/terms', heading: 'Terms of Service', title: /^Terms of Service · Vintage Garage$/ },
  {
    path: '/privacy-policy',
    heading: 'Privacy Policy',
    title: /^Privacy Policy · Vintage Garage$/,
  },
];

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key}" content="([^"]+)"`).exec(html)?.[1];

test.describe('prerendered host pages', () => {
  for (const { path, heading, title } of PAGES) {
    test(`the raw HTML of ${path} holds its heading and link-preview tags`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^text\/html/);
      const html = await response.text();

      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
      expect(/<title>([^<]+)<\/title>/.exec(html)?.[1]).toMatch(title);
      expect(metaContent(html, 'name', 'description')?.length).toBeGreaterThan(50);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(new URL(canonical!).pathname).toBe(path);
      expect(metaContent(html, 'property', 'og:url')).toBe(canonical);
      expect(metaContent(html, 'property', 'og:title')).toMatch(title);
      expect(metaContent(html, 'property', 'og:type')).toBe('website');
      expect(metaContent(html, 'property', 'og:description')).toBeTruthy();
      expect(metaContent(html, 'name', 'twitter:card')).toBe('summary');
      // Styles travel as <style>; the only scripts are the app's files and the theme's, inline and
      // allowed by its hash (docs/adr/0028-dark-theme-as-css-variables.md).
      expect(html).toContain('<style data-styled="true"');
      const scripts = html.replace(`<script>${THEME_SCRIPT}</script>`, '');
      for (const script of scripts.match(/<script[^>]*>/g) ?? [])
        expect(script).toMatch(/ src="\//);
    });
  }

  test('a page shows its content with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await context.close();
  });

  test('the app takes the landing page over without a hydration error, and works as the app', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Every old car deserves a proper history.' }),
    ).toBeVisible();
    await startTheApp(page);
    // Hydrated: a link moves inside the app, without loading a new document.
    await page.evaluate(
      () => ((window as Window & { __vgSameDocument?: boolean }).__vgSameDocument = true),
    );
    await page
      .getByRole('navigation', { name: 'Main navigation' })
      .getByRole('link', { name: 'Help' })
      .click();
    await expect(page).toHaveURL('/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(page).toHaveTitle('Help · Vintage Garage');
    expect(
      await page.evaluate(
        () => (window as Window & { __vgSameDocument?: boolean }).__vgSameDocument,
      ),
    ).toBe(true);

    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
    expect(
      await page.evaluate(
        () => (window as Window & { __vgSameDocument?: boolean }).__vgSameDocument,
      ),
    ).toBe(true);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  for (const path of ['/help', '/terms', '/privacy-policy']) {
    test(`${path} hydrates without an error and is accessible`, async ({ page }) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(message.text());
      });
      page.on('pageerror', (error) => problems.push(error.message));
      await page.goto(path);
      await startTheApp(page);
      await page.waitForLoadState('networkidle');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page);
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }

  test('an address the app does not know still gets the not-found page from the app', async ({
    page,
  }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
