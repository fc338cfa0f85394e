// The development server (scripts/lib/dev-server.mjs), where `npm start` finds no nginx: what a
// developer's browser gets from it follows deploy/nginx (whose own tests are deploy/test/nginx*):
// the cache headers, the single-page fallback, the registry, the pages the API renders with the
// host's headers, the API with the address this server saw, the live stream, CORS on a remote.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import {
  contentSecurityPolicy,
  hostDevServer,
  listen,
  remoteDevServer,
} from '../lib/dev-server.mjs';
import { isPublicPage, publicPageUpstreamPath } from '../lib/public-pages.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-dev-server-'));
const INDEX = '<!doctype html><div id="root"></div>';
const REGISTRY = {
  garage: 'http://localhost:3001/mf-manifest.json',
  community: '/community/mf-manifest.json',
  overrideOrigins: ['http://localhost:*'],
};
const write = (file, body) => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};

/** A stand-in API: pages and answers naming what it was asked, a stream, a failing page. */
function standInApi(request, response) {
  if (request.url === '/api/v1/notifications/stream') {
    response.writeHead(200, { 'content-type': 'text/event-stream' }).write('retry: 3000\n\n');
    const timer = setTimeout(() => response.write('event: unread\ndata: {}\n\n'), 300);
    return request.on('close', () => clearTimeout(timer));
  }
  if (request.url.startsWith('/api/v1/pages/public/broken'))
    return response.writeHead(502).end('down');
  response.writeHead(200, {
    'content-type': 'application/json',
    'cache-control': 'private, no-store',
    'content-security-policy': "default-src 'none'",
  });
  response.end(
    JSON.stringify({ url: request.url, forwardedFor: request.headers['x-forwarded-for'] }),
  );
}

const servers = [];
let host;
let remote;
before(async () => {
  write(path.join(work, 'host/index.html'), INDEX);
  write(path.join(work, 'host/main.0123456789.js'), 'console.log("host")');
  write(path.join(work, 'garage/remoteEntry.js'), 'var garage = 1;');
  write(path.join(work, 'releases/1.0.0/mf-manifest.json'), '{"id":"garage","v":"1.0.0"}');
  const api = await listen(createServer(standInApi), 0);
  const origin = (server) => `http://127.0.0.1:${server.address().port}`;
  const hostServer = await listen(
    hostDevServer({ root: path.join(work, 'host'), api: origin(api), registry: () => REGISTRY }),
    0,
  );
  const remoteServer = await listen(
    remoteDevServer({
      root: path.join(work, 'garage'),
      releases: path.join(work, 'releases'),
      hostOrigin: 'http://localhost:8080',
    }),
    0,
  );
  servers.push(api, hostServer, remoteServer);
  [host, remote] = [origin(hostServer), origin(remoteServer)];
});
after(async () => {
  for (const server of servers)
    await new Promise((resolve) => server.close(resolve).closeAllConnections());
  fs.rmSync(work, { recursive: true, force: true });
});

describe('the host on the development server', () => {
  test('serves files with the cache policy of deploy/nginx, and the app for client routes', async () => {
    const chunk = await fetch(`${host}/main.0123456789.js`);
    assert.equal(chunk.headers.get('cache-control'), 'public, max-age=31536000, immutable');
    for (const route of ['/', '/garage/1/maintenance']) {
      const page = await fetch(`${host}${route}`);
      assert.equal(await page.text(), INDEX, route);
      assert.equal(page.headers.get('cache-control'), 'no-cache', route);
    }
    assert.equal((await fetch(`${host}/missing.0123456789.js`)).status, 404);
  });

  test('serves /remotes.json never stored, and the CSP naming its origins on every answer', async () => {
    const registry = await fetch(`${host}/remotes.json`);
    assert.deepEqual(await registry.json(), REGISTRY);
    assert.equal(registry.headers.get('cache-control'), 'no-store');
    for (const answer of [registry, await fetch(`${host}/`)]) {
      assert.equal(answer.headers.get('content-security-policy'), contentSecurityPolicy(REGISTRY));
      assert.equal(answer.headers.get('x-frame-options'), 'DENY');
    }
    assert.match(contentSecurityPolicy(REGISTRY), /script-src [^;]*http:\/\/localhost:3001 /);
    assert.match(contentSecurityPolicy(REGISTRY), /http:\/\/localhost:\*/);
  });

  test("sends the pages the API renders to it, with the host's own security headers", async () => {
    const page = await fetch(`${host}/public/875-026?id=x`);
    assert.deepEqual(await page.json(), {
      url: '/api/v1/pages/public/875-026?id=x',
      forwardedFor: '127.0.0.1',
    });
    assert.equal(page.headers.get('content-security-policy'), contentSecurityPolicy(REGISTRY));
    assert.equal(page.headers.get('cache-control'), 'private, no-store');
    const broken = await fetch(`${host}/public/broken`);
    assert.equal(broken.status, 200);
    assert.equal(await broken.text(), INDEX, 'the app answers when the API fails');
  });

  test('knows the pages as deploy/nginx/host.conf.template does', () => {
    const template = fs.readFileSync(
      new URL('../../deploy/nginx/host.conf.template', import.meta.url),
      'utf8',
    );
    const nginx = new RegExp(/location ~ (\^\/\(\?:public[^ ]*) \{/.exec(template)[1]);
    const paths = [
      '/public/875-026',
      '/public/vehicle/abc',
      '/user/keeper',
      '/showcase/',
      '/robots.txt',
      '/sitemap.xml',
      '/verify/XB08',
      '/dashboard',
      '/vehicles',
      '/vehicles/1',
      '/',
      '/public',
      '/vehicles/1/photos',
      '/user/a/b',
      '/showcases',
      '/help',
      '/verify-email',
      '/verify/a/b',
    ];
    for (const pathname of paths)
      assert.equal(isPublicPage(pathname), nginx.test(pathname), pathname);
    assert.equal(publicPageUpstreamPath(new URL('http://h/showcase/')), '/api/v1/pages/showcase');
  });

  test('passes the API on with the address it saw, and the stream event by event', async () => {
    const answer = await fetch(`${host}/api/v1/vehicles?page=2`, {
      headers: { 'x-forwarded-for': '6.6.6.6', forwarded: 'for=6.6.6.6' },
    });
    assert.deepEqual(await answer.json(), {
      url: '/api/v1/vehicles?page=2',
      forwardedFor: '127.0.0.1',
    });
    const abort = new AbortController();
    const stream = await fetch(`${host}/api/v1/notifications/stream`, { signal: abort.signal });
    const reader = stream.body.pipeThrough(new TextDecoderStream()).getReader();
    const started = Date.now();
    assert.equal((await reader.read()).value, 'retry: 3000\n\n');
    assert.ok(Date.now() - started < 300, 'the first event came before the second was written');
    assert.equal((await reader.read()).value, 'event: unread\ndata: {}\n\n');
    abort.abort();
  });
});

describe('a remote on the development server', () => {
  test('lets the host origin read its files and releases, with no single-page fallback', async () => {
    const entry = await fetch(`${remote}/remoteEntry.js`);
    assert.equal(entry.headers.get('access-control-allow-origin'), 'http://localhost:8080');
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const release = await fetch(`${remote}/releases/1.0.0/mf-manifest.json`);
    assert.deepEqual(await release.json(), { id: 'garage', v: '1.0.0' });
    assert.equal((await fetch(`${remote}/vehicles`)).status, 404);
    const preflight = await fetch(`${remote}/mf-manifest.json`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:8080', 'access-control-request-headers': 'x-trace' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-headers'), 'x-trace');
  });
});
