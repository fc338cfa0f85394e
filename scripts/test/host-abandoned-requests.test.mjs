// A client that leaves releases what it held (docs/security.md, T30): through the native host
// server, a request whose client went away while it waited is cancelled at the API, on every
// proxied route (the API under /api/, kept public answers and their waiting readers, the public
// pages). The stand-in API serves a bounded number of requests at once, as the real one does per
// route (its bulkhead, its stream limits): requests left open there would starve everyone else.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { listen } from '../lib/static-server.mjs';
import { hostInFrontOf } from './support/host.mjs';

// 15 signed-in reads, 15 distinct public reads (kept answers), 15 pages, and 5 readers waiting for
// the first public read's answer: 50 clients, 45 requests at the API.
const SIGNED_IN = Array.from({ length: 15 }, (_, i) => ['/api/v1/slow/private-' + i, true]);
const PUBLIC = Array.from({ length: 15 }, (_, i) => ['/api/v1/slow/public-' + i, false]);
const PAGES = Array.from({ length: 15 }, (_, i) => ['/user/slow-' + i, false]);
const WAITERS = Array.from({ length: 5 }, () => ['/api/v1/slow/public-0', false]);
const ABANDONED = [...SIGNED_IN, ...PUBLIC, ...PAGES, ...WAITERS];
const AT_THE_API = ABANDONED.length - WAITERS.length;

const seen = { opened: 0, open: 0, closed: 0 };
const queue = [];
let api;
let host;
let hostUrl;

/** Admits a request when a slot is free; a held request keeps its slot until its connection closes. */
function boundedApi(request, response) {
  const admit = () => {
    seen.opened += 1;
    seen.open += 1;
    response.once('close', () => {
      seen.open -= 1;
      seen.closed += 1;
      queue.shift()?.();
    });
    if (request.url === '/api/v1/quick') response.writeHead(200).end('quick');
    // Anything else is slow: it would answer long after every client gave up.
  };
  if (seen.open < AT_THE_API) admit();
  else queue.push(admit);
}

before(async () => {
  api = await listen(createServer(boundedApi), 0);
  host = await hostInFrontOf(api);
  hostUrl = `http://127.0.0.1:${host.address().port}`;
});
after(async () => {
  for (const server of [host, api])
    await new Promise((resolve) => server.close(resolve).closeAllConnections());
});

const waitFor = async (condition, ms) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

test('abandoning 50 waiting requests closes them at the API, and the next is served at once', async () => {
  const abort = new AbortController();
  const pending = ABANDONED.map(([path, signedIn]) =>
    fetch(`${hostUrl}${path}`, {
      signal: abort.signal,
      headers: signedIn ? { authorization: 'Bearer t' } : {},
    }).catch(() => 'abandoned'),
  );
  assert.ok(await waitFor(() => seen.opened === AT_THE_API, 5_000), `${seen.opened} at the API`);
  abort.abort();
  assert.deepEqual(
    await Promise.all(pending),
    ABANDONED.map(() => 'abandoned'),
  );

  const allClosed = await waitFor(() => seen.closed === AT_THE_API, 2_000);
  assert.ok(
    allClosed,
    `${seen.closed} of ${AT_THE_API} closed at the API after their clients left`,
  );
  assert.equal(seen.opened, AT_THE_API, 'no request was sent again for a client that had left');

  const started = Date.now();
  const quick = await fetch(`${hostUrl}/api/v1/quick`, { signal: AbortSignal.timeout(3_000) });
  assert.equal(await quick.text(), 'quick');
  assert.ok(Date.now() - started < 500, `served in ${Date.now() - started} ms`);
});
