// The nginx configuration the images use, run natively on loopback: the host
// and the four remotes each served by Debian's nginx from their own prefix and
// port, with a stand-in API behind the host. Asserts what a browser gets.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  REMOTES,
  compressedChunkIn,
  distFor,
  hashedChunkIn,
  writeFixtureBuild,
} from './support/apps.mjs';
import { freePort, renderSite, startSite } from '../../scripts/lib/nginx-site.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Where a developer may load one remote from instead of the registry.
const OVERRIDE_ORIGINS = ['http://localhost:*', 'https://dev.vintage-garage.test:8443'];
const RELEASE = '1.0.0-test';

let workDir;
const sites = [];
let api;
let host;
let hostDist;
const remotes = {};

describe('nginx from the images, on loopback', () => {
  before(async () => {
    workDir = mkdtempSync(join(tmpdir(), 'vg-nginx-'));
    // nginx workers must be able to read what the master set up.
    chmodSync(workDir, 0o755);
    api = await startFakeApi(await freePort());
    const hostPort = await freePort();
    const hostOrigin = `http://localhost:${hostPort}`;
    for (const remote of REMOTES) {
      const dist = distFor(remote, join(workDir, 'dists'));
      const releases = join(workDir, 'releases', remote);
      writeFixtureBuild(remote, join(releases, RELEASE), RELEASE);
      const port = await freePort();
      const site = await startSite('remote', join(workDir, `prefix-${remote}`), {
        LISTEN_PORT: String(port),
        SITE_ROOT: dist,
        RELEASES_DIR: releases,
        HOST_ORIGIN: hostOrigin,
      });
      sites.push(site);
      remotes[remote] = { dist, url: site.url, origin: `http://127.0.0.1:${port}` };
    }

    hostDist = distFor('host', join(workDir, 'dists'));
    host = await startSite('host', join(workDir, 'prefix-host'), {
      LISTEN_PORT: String(hostPort),
      SITE_ROOT: hostDist,
      API_UPSTREAM: `http://127.0.0.1:${api.port}`,
      ...registryEnv(),
      REMOTE_OVERRIDE_ORIGINS: OVERRIDE_ORIGINS.join(' '),
    });
    host.origin = hostOrigin;
    sites.push(host);
  });

  after(async () => {
    await Promise.all(sites.map((site) => site.stop()));
    // Whatever part of before() ran is undone, even if it failed half-way.
    if (api) await new Promise((resolve) => api.server.close(resolve));
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  describe('host', () => {
    test('serves index.html and sw.js for revalidation on every use', async () => {
      // '/' is the prerendered landing page when the build has one (next test).
      const paths = existsSync(join(hostDist, 'pages/manifest.json'))
        ? ['/index.html']
        : ['/', '/index.html'];
      for (const path of paths) {
        const response = await get(`${host.url}${path}`);
        assert.equal(response.status, 200, path);
        assert.match(response.headers.get('content-type'), /^text\/html/);
        assert.equal(response.headers.get('cache-control'), 'no-cache', path);
        assert.equal(await response.text(), readFileSync(join(hostDist, 'index.html'), 'utf8'));
      }
      if (existsSync(join(hostDist, 'sw.js'))) {
        const worker = await get(`${host.url}/sw.js`);
        assert.equal(worker.status, 200);
        assert.equal(worker.headers.get('cache-control'), 'no-cache');
        assert.match(worker.headers.get('content-type'), /javascript/);
      }
    });

    test("answers the host's own paths with its prerendered pages, revalidated on every use", async (t) => {
      // The build's own pages, or stand-ins written into a fixture build (never into a real one).
      const manifestFile = join(hostDist, 'pages/manifest.json');
      const fixture = hostDist.startsWith(workDir);
      if (!existsSync(manifestFile) && !fixture)
        return t.skip('a host build made before prerendering');
      const pages = existsSync(manifestFile)
        ? JSON.parse(readFileSync(manifestFile, 'utf8')).pages
        : writeFixturePages(hostDist);
      assert.deepEqual(Object.keys(pages).sort(), ['/', '/help', '/privacy-policy', '/terms']);
      for (const [path, file] of Object.entries(pages)) {
        const response = await get(`${host.url}${path}`);
        assert.equal(response.status, 200, path);
        assert.match(response.headers.get('content-type'), /^text\/html/);
        assert.equal(response.headers.get('cache-control'), 'no-cache', path);
        assert.equal(await response.text(), readFileSync(join(hostDist, file), 'utf8'), path);
      }
      // Only the exact paths: anything below them is the app's.
      const below = await get(`${host.url}/help/contact`);
      assert.match(await below.text(), /<div id="root"><\/div>/);
    });

    test('caches content-hashed chunks for a year', async () => {
      const response = await get(`${host.url}/${hashedChunkIn(hostDist)}`);
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('cache-control'), IMMUTABLE);
    });

    test("sends a script as the build's own gzip copy to a browser that takes gzip", async () => {
      const chunk = compressedChunkIn(hostDist);
      const copy = readFileSync(join(hostDist, `${chunk}.gz`));
      const response = await get(`${host.url}/${chunk}`, { 'Accept-Encoding': 'gzip' });
      assert.equal(response.status, 200);
      assert.equal(response.headers.get('content-encoding'), 'gzip');
      // The copy as written (compressed on the fly, the answer would have no length: chunked).
      assert.equal(response.headers.get('content-length'), String(copy.length));
      assert.match(response.headers.get('vary') ?? '', /Accept-Encoding/);
      assert.equal(await response.text(), readFileSync(join(hostDist, chunk), 'utf8'));
    });

    test('answers client-side routes with index.html (single-page fallback)', async () => {
      for (const path of [
        '/maintenance',
        '/vehicles/42/x',
        '/public',
        '/users/someone',
        '/no/such/page',
      ]) {
        const response = await get(`${host.url}${path}`);
        assert.equal(response.status, 200, path);
        assert.match(response.headers.get('content-type'), /^text\/html/);
        assert.equal(response.headers.get('cache-control'), 'no-cache', path);
        assert.match(await response.text(), /<div id="root"><\/div>/);
      }
    });

    test('answers a missing script with 404, not with index.html', async () => {
      const response = await get(`${host.url}/main.ffffffffff.js`);
      assert.equal(response.status, 404);
      assert.equal(response.headers.get('cache-control'), null);
    });

    test('serves /remotes.json from the environment, never stored', async () => {
      const response = await get(`${host.url}/remotes.json`);
      assert.equal(response.status, 200);
      assert.match(response.headers.get('content-type'), /^application\/json/);
      assert.equal(response.headers.get('cache-control'), 'no-store');
      assert.deepEqual(await response.json(), {
        ...manifestUrls(),
        overrideOrigins: OVERRIDE_ORIGINS,
      });
    });

    test('proxies /api/ to the API with the path and query unchanged', async () => {
      // The client's own X-Forwarded-For is not passed on: the host names the address it saw.
      const response = await get(`${host.url}/api/v1/vehicles/7.json?cursor=a%2Fb`, {
        'x-forwarded-for': '6.6.6.6',
      });
      assert.equal(response.status, 200);
      const seen = await response.json();
      assert.equal(seen.url, '/api/v1/vehicles/7.json?cursor=a%2Fb');
      assert.equal(seen.forwardedProto, 'http');
      assert.equal(seen.forwardedFor, '127.0.0.1');
      assert.equal(
        response.headers.get('cache-control'),
        'private, max-age=5',
        'the API owns its caching',
      );
    });

    test('passes the notification stream through event by event, not buffered', async () => {
      const abort = new AbortController();
      const started = Date.now();
      const response = await fetch(`${host.url}/api/v1/notifications/stream`, {
        headers: { authorization: 'Bearer t', 'accept-encoding': 'gzip' },
        signal: abort.signal,
      });
      assert.equal(response.headers.get('content-type'), 'text/event-stream; charset=utf-8');
      assert.equal(response.headers.get('content-encoding'), null);
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      assert.equal((await reader.read()).value, 'retry: 3000\n\n');
      assert.ok(Date.now() - started < 300, 'the first event came before the second was written');
      assert.equal((await reader.read()).value, 'event: unread\ndata: {"count":1}\n\n');
      abort.abort();
    });

    test('sends public pages, robots.txt and sitemap.xml to the HTML routes of the API', async () => {
      const cases = [
        ['/public/1M8GDM9AXKP042788', '/api/v1/pages/public/1M8GDM9AXKP042788', /^text\/html/],
        ['/public/875-026?id=abc', '/api/v1/pages/public/875-026?id=abc', /^text\/html/],
        ['/public/vehicle/tok_en-1', '/api/v1/pages/public/vehicle/tok_en-1', /^text\/html/],
        ['/user/keeper', '/api/v1/pages/user/keeper', /^text\/html/],
        ['/showcase', '/api/v1/pages/showcase', /^text\/html/],
        ['/showcase/', '/api/v1/pages/showcase', /^text\/html/],
        ['/robots.txt', '/api/v1/pages/robots.txt', /^text\/plain/],
        ['/sitemap.xml', '/api/v1/pages/sitemap.xml', /^application\/xml/],
        // A sale dossier's verification page (docs/product.md#sale-dossier).
        ['/verify/XB08TB6AXZM8', '/api/v1/pages/verify/XB08TB6AXZM8', /^text\/html/],
      ];
      for (const [path, upstream, type] of cases) {
        const response = await get(`${host.url}${path}`);
        assert.equal(response.status, 200, path);
        assert.match(response.headers.get('content-type'), type, path);
        assert.equal(response.headers.get('x-api-saw'), upstream, path);
        assert.equal(response.headers.get('cache-control'), PUBLIC_ANSWER, path);
        // The page is the host's: its CSP, not the API's.
        const csp = directives(response.headers.get('content-security-policy'));
        assert.ok(csp['script-src'].includes(remotes.garage.origin), path);
        assert.equal(response.headers.get('x-frame-options'), 'DENY', path);
      }
      const robots = await (await get(`${host.url}/robots.txt`)).text();
      assert.match(robots, /^User-agent: \*\nDisallow: \/public\/vehicle\/\n/);
      assert.match(robots, /\nSitemap: http:\/\/.+\/sitemap\.xml\n/);
      assert.match(await (await get(`${host.url}/sitemap.xml`)).text(), /^<\?xml .*\n<urlset/);
    });

    test("sends a member's pages to the API with their cookie, every time (docs/adr/0020)", async () => {
      const cookie = { cookie: 'vg_page_session=member-token' };
      for (const path of ['/dashboard', '/vehicles', '/vehicles/42']) {
        const before = api.hits(path);
        for (let i = 0; i < 3; i += 1) {
          const response = await get(`${host.url}${path}`, cookie);
          assert.equal(response.status, 200, path);
          assert.equal(response.headers.get('x-api-saw'), `/api/v1/pages${path}`, path);
          assert.equal(response.headers.get('x-frame-options'), 'DENY', path);
        }
        assert.equal(api.hits(path) - before, 3, `${path}: a request with a cookie is never kept`);
      }
    });

    test('keeps public answers briefly, never a caller with credentials nor a private answer', async () => {
      for (const path of ['/user/crowd', '/api/v1/showcase?limit=12']) {
        const before = api.hits(path);
        for (let i = 0; i < 5; i += 1) assert.equal((await get(`${host.url}${path}`)).status, 200);
        assert.equal(api.hits(path) - before, 1, `${path}: one request reaches the API`);
        const signedIn = { authorization: 'Bearer member-token' };
        for (let i = 0; i < 2; i += 1) await get(`${host.url}${path}`, signedIn);
        assert.equal(api.hits(path) - before, 3, `${path}: a signed-in caller always reaches it`);
        const validator = (await get(`${host.url}${path}`)).headers.get('etag');
        assert.equal((await get(`${host.url}${path}`, { 'if-none-match': validator })).status, 304);
      }
      const before = api.hits('/api/v1/vehicles');
      for (let i = 0; i < 3; i += 1) await get(`${host.url}/api/v1/vehicles`);
      assert.equal(api.hits('/api/v1/vehicles') - before, 3, 'a private answer is never kept');
    });

    test("compresses the API's text answers for a reader who takes gzip, as they pass and kept", async () => {
      for (let i = 0; i < 2; i += 1) {
        const zipped = await rawGet(`${host.url}/public/long`, { 'accept-encoding': 'gzip' });
        assert.equal(zipped.headers['content-encoding'], 'gzip', `read ${i + 1}`);
        assert.match(gunzipSync(zipped.body).toString(), /^<!doctype html><title>A page/);
        const plain = await rawGet(`${host.url}/public/long`);
        assert.equal(plain.headers['content-encoding'], undefined, 'the same page, as it came');
        assert.match(plain.headers.vary ?? '', /Accept-Encoding/);
      }
    });

    test('answers a public page with the app when the API fails', async () => {
      const response = await get(`${host.url}/public/broken`);
      assert.equal(response.status, 200);
      assert.equal(await response.text(), readFileSync(join(hostDist, 'index.html'), 'utf8'));
    });

    test('sends the security headers, with the registry origins in the CSP', async () => {
      for (const path of ['/', '/main.ffffffffff.js', '/remotes.json']) {
        const headers = (await get(`${host.url}${path}`)).headers;
        const csp = directives(headers.get('content-security-policy'));
        for (const directive of ['script-src', 'connect-src']) {
          for (const remote of REMOTES) {
            assert.ok(
              csp[directive].includes(remotes[remote].origin),
              `${directive} names ${remote} on ${path}`,
            );
          }
          assert.ok(csp[directive].includes("'self'"));
          for (const origin of OVERRIDE_ORIGINS) assert.ok(csp[directive].includes(origin));
          assert.ok(!csp[directive].includes("'unsafe-eval'") && !csp[directive].includes('*'));
        }
        assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
        assert.deepEqual(csp['object-src'], ["'none'"]);
        assert.equal(headers.get('x-content-type-options'), 'nosniff');
        assert.equal(headers.get('referrer-policy'), 'strict-origin-when-cross-origin');
        assert.equal(headers.get('x-frame-options'), 'DENY');
      }
    });
  });

  describe('remotes', () => {
    test('serve mf-manifest.json and remoteEntry.js for revalidation, hashed chunks for a year', async () => {
      for (const remote of REMOTES) {
        const { url, dist } = remotes[remote];
        for (const file of ['mf-manifest.json', 'remoteEntry.js']) {
          const response = await get(`${url}/${file}`);
          assert.equal(response.status, 200, `${remote} ${file}`);
          assert.equal(response.headers.get('cache-control'), 'no-cache', `${remote} ${file}`);
        }
        const chunk = await get(`${url}/${hashedChunkIn(dist)}`);
        assert.equal(chunk.status, 200);
        assert.equal(chunk.headers.get('cache-control'), IMMUTABLE);
        assert.match(chunk.headers.get('content-type'), /javascript/);
        assert.equal(chunk.headers.get('x-content-type-options'), 'nosniff');
      }
    });

    test('allow the host origin, and only it, to read their files', async () => {
      const { url } = remotes.garage;
      const fromHost = await get(`${url}/mf-manifest.json`, { Origin: host.origin });
      assert.equal(fromHost.headers.get('access-control-allow-origin'), host.origin);
      const fromElsewhere = await get(`${url}/mf-manifest.json`, { Origin: 'http://evil.example' });
      assert.equal(fromElsewhere.headers.get('access-control-allow-origin'), host.origin);
      const missing = await get(`${url}/nothing-here.js`, { Origin: host.origin });
      assert.equal(missing.headers.get('access-control-allow-origin'), host.origin);
    });

    test('answer a CORS preflight for the host origin', async () => {
      const response = await fetch(`${remotes.community.url}/mf-manifest.json`, {
        method: 'OPTIONS',
        headers: {
          Origin: host.origin,
          'Access-Control-Request-Method': 'GET',
          'Access-Control-Request-Headers': 'cache-control',
        },
      });
      assert.equal(response.status, 204);
      assert.equal(response.headers.get('access-control-allow-origin'), host.origin);
      assert.match(response.headers.get('access-control-allow-methods'), /\bGET\b/);
      assert.equal(response.headers.get('access-control-allow-headers'), 'cache-control');
    });

    test('answer a missing file with 404: no single-page fallback', async () => {
      for (const path of ['/nothing-here.js', '/index.html', '/vehicles/42']) {
        const response = await get(`${remotes.account.url}${path}`);
        assert.equal(response.status, 404, path);
        await response.arrayBuffer();
      }
    });

    test('serve versioned releases under /releases/<version>/ with the same rules', async () => {
      const { url } = remotes.garage;
      const manifest = await get(`${url}/releases/${RELEASE}/mf-manifest.json`, {
        Origin: host.origin,
      });
      assert.equal(manifest.status, 200);
      assert.deepEqual(await manifest.json(), { id: 'garage', label: RELEASE });
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      assert.equal(manifest.headers.get('access-control-allow-origin'), host.origin);
      const chunk = await get(`${url}/releases/${RELEASE}/src_pages.abcdef0123.js`);
      assert.equal(chunk.headers.get('cache-control'), IMMUTABLE);
      const unknown = await get(`${url}/releases/9.9.9/mf-manifest.json`);
      assert.equal(unknown.status, 404);
    });
  });

  describe('entrypoints', () => {
    test('refuse a registry URL that is not http(s) or a path, naming the variable', async () => {
      const attempt = renderSite('host', join(workDir, 'prefix-bad'), {
        API_UPSTREAM: 'http://127.0.0.1:1',
        ...registryEnv(),
        REMOTE_ADMIN_URL: 'javascript:alert(1)',
      });
      await assert.rejects(attempt, (error) => {
        assert.equal(error.code, 64);
        assert.match(error.stderr, /REMOTE_ADMIN_URL must be an http\(s\) URL/);
        return true;
      });
    });

    test('allow no remote override unless REMOTE_OVERRIDE_ORIGINS names origins, and check them', async () => {
      const prefix = join(workDir, 'prefix-no-overrides');
      await renderSite('host', prefix, {
        API_UPSTREAM: 'http://127.0.0.1:1',
        ...registryEnv(),
      });
      const written = JSON.parse(readFileSync(join(prefix, 'registry/remotes.json'), 'utf8'));
      assert.deepEqual(written.overrideOrigins, []);

      const attempt = renderSite('host', join(workDir, 'prefix-bad'), {
        API_UPSTREAM: 'http://127.0.0.1:1',
        ...registryEnv(),
        REMOTE_OVERRIDE_ORIGINS: 'http://localhost:* data:text/javascript',
      });
      await assert.rejects(attempt, /REMOTE_OVERRIDE_ORIGINS must hold origins/);
    });

    test('refuse an API upstream with a path, which nginx would rewrite', async () => {
      const attempt = renderSite('host', join(workDir, 'prefix-bad'), {
        API_UPSTREAM: 'http://api:4000/api',
        ...registryEnv(),
      });
      await assert.rejects(attempt, /API_UPSTREAM must be scheme:\/\/host:port/);
    });
  });
});

// The registry the host is started with: garage on a versioned release, the
// other remotes on their current builds.
function manifestUrls() {
  return Object.fromEntries(
    REMOTES.map((remote) => {
      const path =
        remote === 'garage' ? `/releases/${RELEASE}/mf-manifest.json` : '/mf-manifest.json';
      return [remote, `${remotes[remote].origin}${path}`];
    }),
  );
}

/** Prerendered pages for a fixture build, as host/webpack.prerender.js writes them. */
function writeFixturePages(dist) {
  const names = {
    '/': 'landing',
    '/help': 'help',
    '/terms': 'terms',
    '/privacy-policy': 'privacy-policy',
  };
  mkdirSync(join(dist, 'pages'), { recursive: true });
  const pages = {};
  for (const [path, name] of Object.entries(names)) {
    pages[path] = `pages/${name}.html`;
    writeFileSync(
      join(dist, pages[path]),
      `<!doctype html><title>${name}</title><div id="root" data-prerendered="${path}"><h1>${name}</h1></div>`,
    );
  }
  return pages;
}

function registryEnv() {
  return Object.fromEntries(
    Object.entries(manifestUrls()).map(([remote, url]) => [
      `REMOTE_${remote.toUpperCase()}_URL`,
      url,
    ]),
  );
}

const PUBLIC_ANSWER = 'public, max-age=0, s-maxage=10, stale-while-revalidate=30';

/** What the API answers for its public pages and answers: shared-cacheable, with a validator. */
function publicAnswer(request, response) {
  const path = request.url.replace(/^\/api\/v1\/pages/, '');
  if (path === '/public/broken') {
    response.writeHead(502, { 'content-type': 'text/plain' }).end('down');
    return;
  }
  const [type, body] =
    path === '/robots.txt'
      ? [
          'text/plain; charset=utf-8',
          `User-agent: *\nDisallow: /public/vehicle/\n\nSitemap: http://${request.headers['x-forwarded-host']}/sitemap.xml\n`,
        ]
      : path === '/sitemap.xml'
        ? [
            'application/xml; charset=utf-8',
            '<?xml version="1.0" encoding="UTF-8"?>\n<urlset></urlset>\n',
          ]
        : path.startsWith('/api/')
          ? ['application/json', '{"data":[]}']
          : [
              'text/html; charset=utf-8',
              `<!doctype html><title>A page</title><h1>${path}</h1>` +
                (path === '/public/long' ? '<p>A long history of the car.</p>'.repeat(100) : ''),
            ];
  const etag = '"v1"';
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, { etag, 'cache-control': PUBLIC_ANSWER }).end();
    return;
  }
  response.writeHead(200, {
    'content-type': type,
    'cache-control': PUBLIC_ANSWER,
    etag,
    'x-api-saw': request.url,
    // The API's own headers for its JSON, which a page must not keep.
    'content-security-policy': "default-src 'self'",
    'x-frame-options': 'SAMEORIGIN',
  });
  response.end(body);
}

/** The live notification stream: a second event 300 ms after the first, then pings. */
function eventStream(request, response) {
  // No X-Accel-Buffering header here: the host's own configuration must not buffer.
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  response.write('retry: 3000\n\n');
  const timer = setTimeout(() => response.write('event: unread\ndata: {"count":1}\n\n'), 300);
  request.on('close', () => clearTimeout(timer));
}

function startFakeApi(port) {
  const hits = new Map();
  const server = createServer((request, response) => {
    if (request.url === '/api/v1/notifications/stream') return eventStream(request, response);
    const seen = request.url.replace(/^\/api\/v1\/pages/, '');
    hits.set(seen, (hits.get(seen) ?? 0) + 1);
    if (request.url.startsWith('/api/v1/pages/') || request.url.startsWith('/api/v1/showcase'))
      return publicAnswer(request, response);
    response.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'private, max-age=5',
    });
    response.end(
      JSON.stringify({
        method: request.method,
        url: request.url,
        forwardedProto: request.headers['x-forwarded-proto'],
        forwardedFor: request.headers['x-forwarded-for'],
      }),
    );
  });
  return new Promise((resolve) =>
    server.listen(port, '127.0.0.1', () =>
      resolve({ server, port, hits: (path) => hits.get(path) ?? 0 }),
    ),
  );
}

const get = (url, headers = {}) => fetch(url, { headers });

/** One answer, raw: its headers and body bytes as sent (fetch would decode them). */
function rawGet(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const sent = request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
    });
    sent.on('error', reject);
    sent.end();
  });
}

function directives(policy) {
  assert.ok(policy, 'Content-Security-Policy is sent');
  return Object.fromEntries(
    policy.split(';').map((directive) => {
      const [name, ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}
