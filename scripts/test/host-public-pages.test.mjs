// The native host server's half of docs/adr/0009: public pages, robots.txt and sitemap.xml go to
// the API's HTML routes with the host's own security headers; the API's public answers are kept
// for their s-maxage (one request reaches the API for a crowd), never for a caller with
// credentials nor a private answer; the app answers a page when the API is down.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isPublicPage, publicPageUpstreamPath } from '../lib/public-pages.mjs';
import { createStaticServer, listen } from '../lib/static-server.mjs';

const PUBLIC = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30';
const INDEX = '<!doctype html><div id="root"></div>';
let dir;
let api;
let host;
let hostUrl;
const hits = new Map();

function fakeApi(request, response) {
  hits.set(request.url, (hits.get(request.url) ?? 0) + 1);
  if (request.url.includes('broken')) return response.writeHead(503).end('down');
  const isPublic = request.url.startsWith('/api/v1/pages/') || request.url === '/api/v1/showcase';
  const etag = '"v1"';
  response.writeHead(200, {
    'content-type': request.url.endsWith('.txt') ? 'text/plain' : 'text/html; charset=utf-8',
    'cache-control': isPublic ? PUBLIC : 'private, no-store',
    etag,
    'content-security-policy': "default-src 'self'",
    'x-frame-options': 'SAMEORIGIN',
    // A page in its reader's language: the API says so, as its rendered pages do.
    vary: 'Accept-Encoding, Accept-Language',
  });
  const language = request.url.includes('polyglot') ? request.headers['accept-language'] : '';
  response.end(`<h1>${request.url}</h1>${language ?? ''}`);
}

const get = (url, headers = {}) => fetch(`${hostUrl}${url}`, { headers });

describe('the native host server and the public pages', () => {
  before(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'vg-host-'));
    writeFileSync(path.join(dir, 'index.html'), INDEX);
    api = await listen(createServer(fakeApi), 0);
    host = await listen(
      createStaticServer({
        mounts: { '/': dir },
        spaFallback: true,
        proxy: { prefix: '/api/', targets: [`http://127.0.0.1:${api.address().port}`] },
        pages: { match: isPublicPage, path: publicPageUpstreamPath },
        sharedCache: true,
        headers: {
          'Content-Security-Policy': "script-src 'self' http://remote",
          'X-Frame-Options': 'DENY',
        },
      }),
      0,
    );
    hostUrl = `http://127.0.0.1:${host.address().port}`;
  });
  after(async () => {
    await new Promise((resolve) => host.close(resolve));
    await new Promise((resolve) => api.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  test('knows which paths are public pages, and where the API answers them', () => {
    for (const page of [
      '/public/875-026',
      '/public/vehicle/abc',
      '/user/keeper',
      '/showcase',
      '/showcase/',
      '/robots.txt',
      '/sitemap.xml',
      '/verify/XB08TB6AXZM8',
      // A member's own pages (docs/adr/0020): the API answers the app's shell to anyone else.
      '/dashboard',
      '/vehicles',
      '/vehicles/1',
    ])
      assert.ok(isPublicPage(page), page);
    for (const other of [
      '/',
      '/public',
      '/vehicles/1/photos',
      '/maintenance',
      '/dashboards',
      '/user/a/b',
      '/showcases',
      '/help',
      '/verify-email',
      '/verify',
      '/verify/a/b',
    ])
      assert.ok(!isPublicPage(other), other);
    assert.equal(
      publicPageUpstreamPath(new URL('http://h/public/875-026?id=x')),
      '/api/v1/pages/public/875-026?id=x',
    );
    assert.equal(publicPageUpstreamPath(new URL('http://h/showcase/')), '/api/v1/pages/showcase');
  });

  test("answers a public page from the API, with the host's security headers", async () => {
    const response = await get('/public/875-026?id=x');
    assert.equal(response.status, 200);
    assert.equal(await response.text(), '<h1>/api/v1/pages/public/875-026?id=x</h1>');
    assert.equal(
      response.headers.get('content-security-policy'),
      "script-src 'self' http://remote",
    );
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    assert.equal(response.headers.get('cache-control'), PUBLIC);
  });

  test('keeps a public answer for its s-maxage: a crowd costs the API one request', async () => {
    const upstream = '/api/v1/pages/user/crowd';
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/user/crowd')));
    assert.ok(answers.every((answer) => answer.status === 200));
    assert.equal(hits.get(upstream), 1);
    assert.equal((await get('/user/crowd', { 'if-none-match': '"v1"' })).status, 304);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await get('/user/crowd');
    assert.equal(hits.get(upstream), 2, 'asked again once s-maxage is over');
  });

  test('keeps one copy of a page per language, as the API varies it', async () => {
    const german = await (await get('/user/polyglot', { 'accept-language': 'de' })).text();
    const american = await (await get('/user/polyglot', { 'accept-language': 'en-US' })).text();
    assert.match(german, /de$/);
    assert.match(american, /en-US$/);
    await get('/user/polyglot', { 'accept-language': 'de' });
    assert.equal(hits.get('/api/v1/pages/user/polyglot'), 2, 'the German copy was kept');
  });

  test('never keeps an answer for a caller with credentials, nor a private answer', async () => {
    for (let i = 0; i < 3; i += 1) await get('/api/v1/showcase', { authorization: 'Bearer t' });
    assert.equal(hits.get('/api/v1/showcase'), 3);
    for (let i = 0; i < 3; i += 1) await get('/api/v1/vehicles');
    assert.equal(hits.get('/api/v1/vehicles'), 3);
  });

  test('answers a page with the app when the API fails', async () => {
    const response = await get('/public/broken');
    assert.equal(response.status, 200);
    assert.equal(await response.text(), INDEX);
  });
});
