// Public reads under a crowd (docs/adr/0009): a public car's page as HTML and its API answer, the
// showcase and a keeper's page, at 100 connections through the host's nginx (deploy/nginx), each
// printed beside the same run's bare nginx static file and bare Fastify route (references.mjs)
// and with the API's CPU time per request. Target: the car's page at least half the bare nginx
// file's rate. Then a car is made private and the page is asked until it is gone: it must be
// within the s-maxage public answers carry.
//
// `npm run bench` calls publicThroughput(host, ...) on the stack it started; `npm run bench -w
// @vg/api` on each engine's (api/bench/through-host.ts). Alone:
//   node scripts/bench/public-throughput.mjs     the stack on the bench's ports, on a throwaway
//                                                PostgreSQL (PGlite when BENCH_ENGINES=pglite)
// BENCH_SECONDS sets each figure's length (default 8).
import { fileURLToPath } from 'node:url';
import { drive } from './load.mjs';
import { measureReferences, printBesideReferences, shareOf } from './references.mjs';
import { call, member } from './seed.mjs';

/** A verified keeper with a public car. */
async function seedPublicCar(host) {
  const username = `crowd${Date.now().toString(36)}`;
  const token = await member(host, `${username}@bench.vintage-garage.test`, username);
  const { data: car } = await call(host, 'POST', '/vehicles', {
    token,
    body: {
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
  });
  return { username, token, id: car.id, key: car.identifierKey };
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

/**
 * Measures and prints; answers whether every target was met. `apiPids`, `nginxPids`: the API's
 * and the host nginx's processes, whose CPU time per request is printed; `references`: the run's reference figures (measured here when
 * not given); `label`: the database, for the title.
 */
export async function publicThroughput(
  host,
  { apiPids = [], nginxPids = [], references, label = '' } = {},
) {
  const car = await seedPublicCar(host);
  // nginx listens on the IPv4 loopback; 'localhost' may resolve to ::1 first.
  const origin = host.replace('//localhost', '//127.0.0.1');
  const runs = [
    { name: "a public car's page (HTML)", path: `/public/${car.key}`, target: true },
    { name: "a public car's API answer", path: `/api/v1/public/vehicles/${car.id}` },
    { name: 'the showcase (HTML)', path: '/showcase' },
    { name: 'the showcase (API)', path: '/api/v1/showcase?limit=12' },
    { name: "a keeper's page (HTML)", path: `/user/${car.username}` },
  ];
  const refs = references ?? (await measureReferences());
  // The API's code warms up (JIT) before anything is counted.
  await drive({ name: 'warm-up', url: `${origin}${runs[0].path}`, seconds: 2 });
  const rows = [];
  for (const entry of runs) {
    // The first answer is rendered and kept; the run reads what a crowd reads.
    await fetch(`${origin}${entry.path}`);
    const row = await drive({
      name: entry.name,
      url: `${origin}${entry.path}`,
      pids: apiPids,
      nginxPids,
    });
    rows.push({ ...row, target: entry.target });
  }
  const target = shareOf(refs.nginx, 0.5, 'the nginx file');
  const targetOf = (row) => (row.target ? target(row) : undefined);
  printBesideReferences(
    `Public reads through the host's nginx${label ? `, ${label}` : ''}`,
    rows,
    refs,
    targetOf,
  );
  let met = rows.every((row) => !row.target || targetOf(row).met);

  // Freshness: a car made private leaves every cache within the s-maxage its answers carried.
  const page = `${origin}/public/${car.key}`;
  const maxAge = Number(
    /s-maxage=(\d+)/.exec((await fetch(page)).headers.get('cache-control') ?? '')?.[1] ?? 0,
  );
  await call(host, 'PATCH', `/vehicles/${car.id}`, {
    token: car.token,
    body: { visibility: 'private' },
  });
  const gone = await secondsUntilGone(page, maxAge + 5);
  // The copy a cache took just before the change may serve its full s-maxage, plus one request.
  const fresh = gone !== null && gone <= maxAge + 0.5;
  met &&= fresh;
  console.log(
    `Made private, the car's page answered 404 through the host after ${gone === null ? 'more than ' + (maxAge + 5) : gone.toFixed(1)} s (s-maxage ${maxAge} s): ${fresh ? 'PASS' : 'MISS'}.`,
  );
  return met;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await import('./ports.mjs');
  const { onBenchStack } = await import('./bench-stack.mjs');
  const pglite = (process.env.BENCH_ENGINES ?? '').toLowerCase() === 'pglite';
  const met = await onBenchStack({ postgres: !pglite }, ({ host, apiPids, nginxPids, label }) =>
    publicThroughput(host, { apiPids, nginxPids, label }),
  );
  process.exit(met ? 0 : 1);
}
