// Lighthouse 13 on the production build, as the issue measures it: the mobile preset with
// simulated throttling, in Debian's Chromium. Timing stays out of CI: only `npm run bench` runs it.
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** Scores (0-100) and the metrics the issue names, per URL. */
export async function runLighthouse(urls) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  const results = [];
  try {
    for (const url of urls) {
      const { lhr } = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      });
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id) => lhr.audits[id]?.numericValue ?? NaN;
      const failing = Object.values(lhr.audits)
        .filter(
          (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
        )
        .map((audit) => audit.id);
      results.push({
        url,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: numeric('largest-contentful-paint'),
        cls: numeric('cumulative-layout-shift'),
        tbtMs: numeric('total-blocking-time'),
        failing,
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
