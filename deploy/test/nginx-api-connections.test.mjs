// How the host image's nginx holds its connections to the API, run natively on loopback:
// - it keeps them open and sends the next request on one (the upstream's keepalive): a connect
//   and an accept for every request cost more than many of the API's answers; one the API closes
//   after its answer (a draining API) is not used again;
// - API_UPSTREAM may name several APIs (replicas): requests go to each, and past one that is down;
// - a client with credentials that leaves releases what it held at the API (docs/security.md,
//   T30): a read under /api/, a member's page the API renders, the notification stream.
// - a request whose connection fails before any answer goes to the next API once, writes included;
//   an answer, even an error, is never asked for again.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { Agent, createServer, request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTES, writeFixtureBuild } from './support/apps.mjs';
import { freePort, startSite } from '../../scripts/lib/nginx-site.mjs';

const work = mkdtempSync(join(tmpdir(), 'vg-nginx-api-'));
const cleanups = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
  rmSync(work, { recursive: true, force: true });
});

/** A stand-in API on loopback that counts the connections it accepts. */
async function standInApi(handler) {
  const server = createServer(handler);
  const api = { opened: 0, server };
  server.on('connection', () => (api.opened += 1));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  api.url = `http://127.0.0.1:${server.address().port}`;
  cleanups.push(() => new Promise((resolve) => server.close(resolve).closeAllConnections()));
  return api;
}

/** The host site before the given API origins, as the image runs it. */
async function hostBefore(origins, name) {
  const site = await startSite('host', join(work, name), {
    LISTEN_PORT: String(await freePort()),
    SITE_ROOT: writeFixtureBuild('host', join(work, `${name}-dist`)),
    API_UPSTREAM: origins.join(','),
    API_RESOLVER: '',
    ...Object.fromEntries(
      REMOTES.map((remote, index) => [
        `REMOTE_${remote.toUpperCase()}_URL`,
        `http://localhost:${3001 + index}/mf-manifest.json`,
      ]),
    ),
  });
  cleanups.push(site.stop);
  return site.url;
}

const waitFor = async (condition, ms) => {
  const until = Date.now() + ms;
  while (!condition() && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
  return condition();
};

describe('connections kept to the API', () => {
  let closeAfterAnswer = false;
  let api;
  let host;
  before(async () => {
    api = await standInApi((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        if (closeAfterAnswer) response.setHeader('connection', 'close');
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ method: request.method, url: request.url, body }));
      });
    });
    host = await hostBefore([api.url], 'keepalive');
  });

  // One browser tab: one connection to the host, kept between requests.
  const tab = new Agent({ keepAlive: true, maxSockets: 1 });
  after(() => tab.destroy());
  const call = (path, { method = 'GET', body } = {}) =>
    new Promise((resolve, reject) => {
      const headers = { authorization: 'Bearer member', 'content-type': 'application/json' };
      const sent = request(`${host}${path}`, { agent: tab, method, headers }, (response) => {
        let text = '';
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode, answer: JSON.parse(text) }),
        );
      });
      sent.on('error', reject);
      sent.end(body);
    });

  test('reads and writes one after another go to the API on one connection', async () => {
    const opened = api.opened;
    for (let i = 0; i < 5; i += 1) {
      assert.deepEqual(await call(`/api/v1/vehicles?page=${i}`), {
        status: 200,
        answer: { method: 'GET', url: `/api/v1/vehicles?page=${i}`, body: '' },
      });
      const record = JSON.stringify({ title: `Oil change ${i}` });
      assert.deepEqual(
        await call('/api/v1/vehicles/1/maintenance', { method: 'POST', body: record }),
        {
          status: 200,
          answer: { method: 'POST', url: '/api/v1/vehicles/1/maintenance', body: record },
        },
      );
    }
    assert.equal(api.opened - opened, 1, 'ten requests, connections opened at the API');
  });

  test('a connection the API closes after its answer is not used again', async () => {
    closeAfterAnswer = true;
    try {
      const opened = api.opened;
      for (let i = 0; i < 3; i += 1) {
        const record = JSON.stringify({ title: `Brake fluid ${i}` });
        const { status, answer } = await call('/api/v1/vehicles/1/maintenance', {
          method: 'POST',
          body: record,
        });
        assert.equal(status, 200);
        assert.equal(answer.body, record);
      }
      // The first went on the connection kept from the test before; each answer then closed its
      // connection, so the next two were sent on new ones.
      assert.equal(api.opened - opened, 2, 'connections opened at the API');
    } finally {
      closeAfterAnswer = false;
    }
  });
});

test('several APIs in API_UPSTREAM: requests go to each, and past one that is down', async () => {
  const answered = [];
  const replica = (name) =>
    standInApi((_request, response) => {
      answered.push(name);
      response.writeHead(200, { 'content-type': 'text/plain' }).end(name);
    });
  const [first, second] = [await replica('first'), await replica('second')];
  const down = `http://127.0.0.1:${await freePort()}`;
  const host = await hostBefore([first.url, second.url, down], 'replicas');
  for (let i = 0; i < 9; i += 1) {
    const response = await fetch(`${host}/api/v1/health/ready`, { method: i % 2 ? 'POST' : 'GET' });
    assert.equal(response.status, 200, `request ${i}`);
  }
  assert.equal(answered.length, 9, 'every request answered once');
  assert.ok(answered.includes('first') && answered.includes('second'), answered.join(' '));
});

test('a write whose connection fails before any answer goes to the next API once; one answered is never sent again', async () => {
  const seenBy = [];
  // A replica stopping: it takes the request and its connection ends with no answer.
  const stopping = await standInApi((request) => {
    seenBy.push(`stopping ${request.method}`);
    request.socket.destroy();
  });
  // A replica that answers a write with an error of its own: that answer is the caller's.
  const failing = await standInApi((request, response) => {
    seenBy.push(`failing ${request.method}`);
    request.resume().on('end', () => response.writeHead(500).end('failed'));
  });
  const serving = await standInApi((request, response) => {
    seenBy.push(`serving ${request.method}`);
    request.resume().on('end', () => response.writeHead(201).end('stored'));
  });
  const write = (host) =>
    fetch(`${host}/api/v1/vehicles/1/maintenance`, {
      method: 'POST',
      headers: { authorization: 'Bearer member', 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Tappets set' }),
    }).then(async (response) => `${response.status} ${await response.text()}`);

  assert.equal(
    await write(await hostBefore([stopping.url, serving.url], 'retry-reset')),
    '201 stored',
  );
  assert.deepEqual(seenBy.splice(0), ['stopping POST', 'serving POST']);
  assert.equal(
    await write(await hostBefore([failing.url, serving.url], 'retry-answered')),
    '500 failed',
  );
  assert.deepEqual(seenBy.splice(0), ['failing POST']);
});

describe('a client that leaves', () => {
  // 25 signed-in reads and 20 of a member's pages (with the page session cookie): 45 requests at
  // the API, none of them for the shared cache. An anonymous read the API may mark public is
  // finished even when its reader left, and kept for the readers after it (proxy-to-api.conf).
  const SIGNED_IN = Array.from({ length: 25 }, (_, i) => [`/api/v1/slow/private-${i}`, true]);
  const PAGES = Array.from({ length: 20 }, (_, i) => [`/vehicles/slow-${i}`, false]);
  const ABANDONED = [...SIGNED_IN, ...PAGES];
  const AT_THE_API = ABANDONED.length;
  const seen = { opened: 0, open: 0, closed: 0 };
  const queue = [];
  let host;

  before(async () => {
    // Admits a request when a slot is free, as the API bounds what it serves at once (its
    // bulkhead, its stream limits); a held request keeps its slot until its connection closes.
    const api = await standInApi((request, response) => {
      const admit = () => {
        seen.opened += 1;
        seen.open += 1;
        response.once('close', () => {
          seen.open -= 1;
          seen.closed += 1;
          queue.shift()?.();
        });
        if (request.url === '/api/v1/quick') response.writeHead(200).end('quick');
        else if (request.url === '/api/v1/notifications/stream')
          response.writeHead(200, { 'content-type': 'text/event-stream' }).write('retry: 3000\n\n');
        // Anything else is slow: it would answer long after every client gave up.
      };
      if (seen.open < AT_THE_API) admit();
      else queue.push(admit);
    });
    host = await hostBefore([api.url], 'abandoned');
  });

  test('abandoning 45 waiting requests closes them at the API, and the next is served at once', async () => {
    const abort = new AbortController();
    const pending = ABANDONED.map(([path, signedIn]) =>
      fetch(`${host}${path}`, {
        signal: abort.signal,
        headers: signedIn ? { authorization: 'Bearer t' } : { cookie: 'vg_page=t' },
      }).catch(() => 'abandoned'),
    );
    assert.ok(await waitFor(() => seen.opened === AT_THE_API, 5_000), `${seen.opened} at the API`);
    abort.abort();
    assert.deepEqual(
      await Promise.all(pending),
      ABANDONED.map(() => 'abandoned'),
    );
    assert.ok(
      await waitFor(() => seen.closed === AT_THE_API, 2_000),
      `${seen.closed} of ${AT_THE_API} closed at the API after their clients left`,
    );
    assert.equal(seen.opened, AT_THE_API, 'no request was sent again for a client that had left');

    const started = Date.now();
    const quick = await fetch(`${host}/api/v1/quick`, { signal: AbortSignal.timeout(3_000) });
    assert.equal(await quick.text(), 'quick');
    assert.ok(Date.now() - started < 500, `served in ${Date.now() - started} ms`);
  });

  test('leaving the notification stream closes it at the API', async () => {
    const closed = seen.closed;
    const abort = new AbortController();
    const response = await fetch(`${host}/api/v1/notifications/stream`, {
      headers: { authorization: 'Bearer t' },
      signal: abort.signal,
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    assert.equal((await reader.read()).value, 'retry: 3000\n\n');
    abort.abort();
    assert.ok(await waitFor(() => seen.closed === closed + 1, 2_000), 'closed at the API');
  });
});
