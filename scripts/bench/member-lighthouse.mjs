// Lighthouse on a signed-in member's pages (issue 24, item 3): the mobile preset with simulated
// throttling, as for the public pages (lighthouse.mjs), in a Chromium whose page storage holds the
// member's session. Each cold run starts with no HTTP cache, no service worker and no Cache
// Storage (the session kept); the returning member's run opens the dashboard once first, so its
// service worker and HTTP cache are warm.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromium } from 'playwright-core';

const TOKEN_KEY = 'vg_auth_jwt';

export async function runMemberLighthouse(origin, token, paths, returningPath) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const context = browser.contexts()[0];
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.goto(`${origin}/help`);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token]);

  const forget = async () => {
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Storage.clearDataForOrigin', {
      origin,
      storageTypes: 'service_workers,cache_storage',
    });
  };
  const measure = async (url) => {
    // Storage reset off: it would sign the member out. The caches are handled by `forget`.
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      disableStorageReset: true,
    });
    const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      url,
      finalUrl: lhr.finalDisplayedUrl,
      performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
      lcpMs: numeric('largest-contentful-paint'),
      cls: numeric('cumulative-layout-shift'),
      tbtMs: numeric('total-blocking-time'),
    };
  };

  const results = [];
  try {
    for (const path of paths) {
      await forget();
      results.push({ ...(await measure(`${origin}${path}`)), path, returning: false });
    }
    // A returning member: the app has run here before, its worker installed and in control.
    await forget();
    await page.goto(`${origin}${returningPath}`, { waitUntil: 'load' });
    await page
      .waitForFunction(() => navigator.serviceWorker?.controller !== null, null, {
        timeout: 20_000,
      })
      .catch(() => page.reload({ waitUntil: 'load' }));
    await page.waitForTimeout(1500);
    results.push({
      ...(await measure(`${origin}${returningPath}`)),
      path: returningPath,
      returning: true,
    });
  } finally {
    await browser.close().catch(() => {});
    await chrome.kill();
  }
  return results;
}
