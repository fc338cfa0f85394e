// `npm run bench`: what each route costs a first-time visitor in JavaScript,
// measured in Debian Chromium against the production builds, plus each
// remote's entry size. Prints figures; exits non-zero when the landing page
// is over its budget. `npm run bench -w @vg/api` measures the API.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { buildApps } from './build.mjs';
import { APP_PORTS, REMOTES, ROOT, startStack } from './lib/stack.mjs';

const LANDING_BUDGET_GZIP_KB = 200;
const PASSWORD = 'bench password for a garage';
const ADMIN_EMAIL = 'bench-admin@vintage-garage.test';
const HOST = `http://localhost:${APP_PORTS.host}`;

const ROUTES = [
  { path: '/', who: 'visitor' },
  { path: '/showcase', who: 'visitor' },
  { path: '/sign-in', who: 'visitor' },
  { path: '/help', who: 'visitor' },
  { path: '/dashboard', who: 'member' },
  { path: '/vehicles', who: 'member' },
  { path: '/community', who: 'member' },
  { path: '/profile', who: 'member' },
  { path: '/admin', who: 'admin' },
];

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzipSize = (buffer) => zlib.gzipSync(buffer, { level: 9 }).length;

function federationShare(url) {
  const { pathname, port } = new URL(url);
  const app = Object.entries(APP_PORTS).find(([, p]) => String(p) === port)?.[0];
  if (!app) return 0;
  const dir = app === 'host' ? 'host' : `remote-${app}`;
  const file = path.join(ROOT, dir, '.cache/chunk-composition.json');
  if (!fs.existsSync(file)) return 0;
  const composition = JSON.parse(fs.readFileSync(file, 'utf8'));
  return composition.files[path.basename(pathname)]?.federationShare ?? 0;
}

async function token(email, username) {
  const body = JSON.stringify({ email, username, password: PASSWORD });
  const headers = { 'Content-Type': 'application/json' };
  let response = await fetch(`${HOST}/api/v1/auth/register`, { method: 'POST', headers, body });
  if (!response.ok) {
    response = await fetch(`${HOST}/api/v1/auth/login`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ identifier: email, password: PASSWORD }),
    });
  }
  if (!response.ok) throw new Error(`Could not sign in ${email}: ${response.status}`);
  return (await response.json()).data.token;
}

async function measure(browser, route, tokens) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  const jwt = tokens[route.who];
  if (jwt) await context.addInitScript((value) => localStorage.setItem('vg_auth_jwt', value), jwt);
  const page = await context.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.push({ url: response.url(), raw: body.length, gzip: gzipSize(body) });
    } catch {
      // a script that failed to load costs nothing
    }
  });
  await page.goto(`${HOST}${route.path}`, { waitUntil: 'networkidle' });
  await page.waitForTimeout(300);
  await context.close();
  const sum = (key) => scripts.reduce((total, script) => total + script[key], 0);
  const federation = scripts.reduce(
    (total, script) => total + script.gzip * federationShare(script.url),
    0,
  );
  const byOrigin = {};
  for (const script of scripts) {
    const origin = new URL(script.url).port;
    byOrigin[origin] = (byOrigin[origin] ?? 0) + script.gzip;
  }
  return {
    ...route,
    files: scripts.length,
    raw: sum('raw'),
    gzip: sum('gzip'),
    federation,
    byOrigin,
  };
}

function remoteEntrySizes() {
  return REMOTES.map((remote) => {
    const file = path.join(ROOT, `remote-${remote}`, 'dist/remoteEntry.js');
    const body = fs.readFileSync(file);
    return { remote, raw: body.length, gzip: gzipSize(body) };
  });
}

buildApps({ missingOnly: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-bench-'));
const stack = await startStack({
  env: {
    ...process.env,
    PGLITE_DIR: path.join(dataDir, 'pglite'),
    ADMIN_EMAILS: ADMIN_EMAIL,
    VG_QUIET: '1',
    LOG_LEVEL: 'warn',
  },
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
let overBudget = false;
try {
  const tokens = {
    visitor: null,
    member: await token(
      `bench-${Date.now()}@vintage-garage.test`,
      `bench${Date.now().toString(36)}`,
    ),
    admin: await token(ADMIN_EMAIL, 'benchadmin'),
  };
  const results = [];
  for (const route of ROUTES) results.push(await measure(browser, route, tokens));

  const portName = Object.fromEntries(
    Object.entries(APP_PORTS).map(([name, port]) => [String(port), name]),
  );
  console.log('\nJavaScript fetched on first load (Chromium, cold cache, service worker off)\n');
  console.log(
    'route          who      files   raw KB  gzip KB  federation gzip KB   gzip KB by origin',
  );
  for (const r of results) {
    const origins = Object.entries(r.byOrigin)
      .map(([port, bytes]) => `${portName[port] ?? port} ${kb(bytes)}`)
      .join(', ');
    console.log(
      `${r.path.padEnd(14)} ${r.who.padEnd(8)} ${String(r.files).padStart(5)} ${kb(r.raw).padStart(8)} ${kb(r.gzip).padStart(8)} ${kb(r.federation).padStart(19)}   ${origins}`,
    );
  }
  console.log('\nRemote entries (remoteEntry.js)');
  for (const entry of remoteEntrySizes()) {
    console.log(
      `  ${entry.remote.padEnd(10)} raw ${kb(entry.raw).padStart(7)} KB   gzip ${kb(entry.gzip).padStart(6)} KB`,
    );
  }
  const landing = results.find((r) => r.path === '/');
  overBudget = landing.gzip / 1024 > LANDING_BUDGET_GZIP_KB;
  console.log(
    `\nBudget: the landing page at most ${LANDING_BUDGET_GZIP_KB} KB gzip of JavaScript on first load: ${kb(landing.gzip)} KB, ${overBudget ? 'OVER BUDGET' : 'within budget'}.`,
  );
  const adminBeforeAdmin = results
    .filter((r) => r.path !== '/admin')
    .some((r) => r.byOrigin[String(APP_PORTS.admin)]);
  console.log(`Admin remote fetched before /admin: ${adminBeforeAdmin ? 'YES (wrong)' : 'never'}.`);
  await (await import('./bench/public-throughput.mjs')).publicThroughput(HOST);
} finally {
  await browser.close();
  await stack.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(overBudget ? 1 : 0);
