// Public reads under a crowd (issue 10, item 5; docs/adr/0009): a public car's page as HTML and its
// API answer, the showcase and a keeper's page, at 100 connections through the host, on the
// embedded default (PGlite). Target: the car's HTML and its API answer each at least 5,000
// requests/s with p99 under 50 ms. Then a car is made private and the page is asked until it is
// gone: it must be within the s-maxage public answers carry.
//
// `npm run bench` calls publicThroughput(host) on the stack it started. Alone:
//   node scripts/bench/public-throughput.mjs            starts the native stack (fixed ports: run
//                                                      it under /tmp/e2e.lock where others share them)
//   node scripts/bench/public-throughput.mjs <host>     measures a stack already running there
// BENCH_SECONDS sets each run's length (default 10).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const CONNECTIONS = 100;
const TARGET_RPS = 5_000;
const TARGET_P99_MS = 50;
const PASSWORD = 'bench password for a public garage';

async function call(host, method, route, body, token) {
  const response = await fetch(`${host}/api/v1${route}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text}`);
  return text ? JSON.parse(text) : null;
}

/** A verified keeper (the development outbox has the link) with a public car. */
async function seedPublicCar(host) {
  const username = `crowd${Date.now().toString(36)}`;
  const email = `${username}@bench.vintage-garage.test`;
  const { data } = await call(host, 'POST', '/auth/register', {
    email,
    username,
    password: PASSWORD,
  });
  const outbox = await call(host, 'GET', '/dev/outbox');
  const mail = JSON.stringify(
    outbox.data.find((message) => JSON.stringify(message).includes(email)),
  );
  const confirm = /token=([A-Za-z0-9_-]+)/.exec(mail ?? '')?.[1];
  if (!confirm) throw new Error(`no confirmation email for ${email} in the development outbox`);
  await call(host, 'POST', '/auth/email/confirm', { token: confirm });
  const car = await call(
    host,
    'POST',
    '/vehicles',
    {
      identifierKind: 'chassis',
      identifier: `XKE ${Date.now() % 1_000_000}`,
      make: 'Jaguar',
      model: 'E-Type',
      variant: 'Series 1 3.8',
      modelYear: 1962,
      odometerUnit: 'mi',
      odometerReading: 48_250,
      currentColour: 'Opalescent Silver Grey',
      story: 'A Series 1 roadster, first registered in Coventry in 1962 and restored in 1998.',
      visibility: 'public',
    },
    data.token,
  );
  return { username, token: data.token, id: car.data.id, key: car.data.identifierKey };
}

// As a browser asks: the host answers a kept page's gzip copy and compresses the API's answers
// (scripts/lib/compressed-answers.mjs). The members' mix asks the same way (api/bench).
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

function run(url, seconds) {
  return new Promise((resolve, reject) => {
    autocannon(
      { url, connections: CONNECTIONS, duration: seconds, headers: BROWSER_ACCEPT_ENCODING },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

/** Asks `url` until it answers 404; how long that took, in seconds. */
async function secondsUntilGone(url, limitSeconds) {
  const started = Date.now();
  while (Date.now() - started < limitSeconds * 1000) {
    if ((await fetch(url)).status === 404) return (Date.now() - started) / 1000;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return null;
}

/** Measures and prints; answers whether every target was met. */
export async function publicThroughput(
  host,
  { seconds = Number(process.env.BENCH_SECONDS) || 10 } = {},
) {
  const car = await seedPublicCar(host);
  const runs = [
    { name: "a public car's page (HTML)", path: `/public/${car.key}`, target: true },
    { name: "a public car's API answer", path: `/api/v1/public/vehicles/${car.id}`, target: true },
    { name: 'the showcase (HTML)', path: '/showcase' },
    { name: 'the showcase (API)', path: '/api/v1/showcase?limit=12' },
    { name: "a keeper's page (HTML)", path: `/user/${car.username}` },
  ];
  console.log(
    `\nPublic reads through the host at ${CONNECTIONS} connections, ${seconds} s each (embedded database)\n`,
  );
  console.log('what                          req/s   p50 ms  p99 ms  non-2xx  errors  target');
  let met = true;
  // The host listens on the IPv4 loopback; 'localhost' may resolve to ::1 first.
  const loopback = host.replace('//localhost', '//127.0.0.1');
  // The host's and the API's code warm up (JIT) before anything is counted.
  await run(`${loopback}${runs[0].path}`, 2);
  for (const entry of runs) {
    // A short warm-up: the first answer is rendered, every other one is kept.
    await fetch(`${host}${entry.path}`);
    const result = await run(`${loopback}${entry.path}`, seconds);
    const rps = result.requests.average;
    const { p50, p99 } = result.latency;
    const ok = rps >= TARGET_RPS && p99 < TARGET_P99_MS && result.non2xx === 0;
    if (entry.target) met &&= ok;
    console.log(
      `${entry.name.padEnd(28)} ${rps.toFixed(0).padStart(6)} ${String(p50).padStart(8)} ${String(p99).padStart(7)} ${String(result.non2xx).padStart(8)} ${String(result.errors).padStart(7)}  ${entry.target ? (ok ? 'met' : 'MISSED') : '-'}`,
    );
  }

  // Freshness: a car made private leaves every cache within the s-maxage its answers carried.
  const page = `${host}/public/${car.key}`;
  const maxAge = Number(
    /s-maxage=(\d+)/.exec((await fetch(page)).headers.get('cache-control') ?? '')?.[1] ?? 0,
  );
  await call(host, 'PATCH', `/vehicles/${car.id}`, { visibility: 'private' }, car.token);
  const gone = await secondsUntilGone(page, maxAge + 5);
  // The copy a cache took just before the change may serve its full s-maxage, plus one request.
  const fresh = gone !== null && gone <= maxAge + 0.5;
  met &&= fresh;
  console.log(
    `\nMade private, the car's page answered 404 through the host after ${gone === null ? 'more than ' + (maxAge + 5) : gone.toFixed(1)} s (s-maxage ${maxAge} s): ${fresh ? 'met' : 'MISSED'}.`,
  );
  console.log(
    `Target: the car's HTML and its API answer each at least ${TARGET_RPS.toLocaleString('en')} requests/s with p99 under ${TARGET_P99_MS} ms: ${met ? 'met' : 'MISSED'}.`,
  );
  return met;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const given = process.argv[2];
  let stack = null;
  let dataDir = null;
  let host = given;
  if (!host) {
    const { startStack, APP_PORTS } = await import('../lib/stack.mjs');
    const { buildApps } = await import('../build.mjs');
    buildApps({ missingOnly: true });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-bench-public-'));
    stack = await startStack({
      env: {
        ...process.env,
        PGLITE_DIR: path.join(dataDir, 'pglite'),
        VG_QUIET: '1',
        LOG_LEVEL: 'warn',
      },
    });
    host = `http://localhost:${APP_PORTS.host}`;
  }
  let met = false;
  try {
    met = await publicThroughput(host);
  } finally {
    await stack?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(met ? 0 : 1);
}
