// The native host compresses the API's text answers for a reader who takes gzip, as the image's
// nginx does (scripts/lib/compressed-answers.mjs): a member's page as it passes, a kept public
// page once for all its readers; an answer of known length in one piece, one of unknown length as
// it streams. Small answers, photos, live streams and HEAD go as they came.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { listen } from '../lib/static-server.mjs';
import { hostInFrontOf, rawGet } from './support/host.mjs';

// A rendered page's size: past the 14 KB a phone's first round trip carries.
const PAGE = `<!doctype html><h1>Jaguar E-Type</h1>${'<p>Oil and filter changed at 48,000 mi.</p>'.repeat(320)}`;
const PHOTO = Buffer.alloc(4096, 7);
let api;
let host;

/** As Fastify answers: with the body's length. */
const send = (res, headers, body) =>
  res.writeHead(200, { ...headers, 'content-length': Buffer.byteLength(body) }).end(body);

function standInApi(req, res) {
  const url = new URL(req.url, 'http://api');
  if (url.pathname === '/api/v1/pages/dashboard')
    return send(
      res,
      {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'private, no-store',
        vary: 'Accept-Language',
      },
      PAGE,
    );
  if (url.pathname.startsWith('/api/v1/pages/public/'))
    return send(
      res,
      {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'public, max-age=0, s-maxage=30',
        etag: '"car-v1"',
        vary: 'Accept-Encoding, Accept-Language',
      },
      PAGE,
    );
  if (url.pathname === '/api/v1/auth/user')
    return send(res, { 'content-type': 'application/json' }, '{"data":{"id":"m1"}}');
  if (url.pathname === '/api/v1/photos/p1')
    return send(res, { 'content-type': 'image/jpeg' }, PHOTO);
  if (url.pathname === '/api/v1/account/export') {
    // Written as it is read, with no length: sent chunk by chunk.
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'private, no-store',
    });
    res.write('{"records":[');
    res.end(`${'"oil changed",'.repeat(200)}"done"]}`);
    return;
  }
  if (url.pathname === '/api/v1/notifications/stream') {
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-store' });
    res.write(`data: ${'x'.repeat(2000)}\n\n`);
    return; // left open, as a live stream is
  }
  res.writeHead(404).end();
}

const get = (path, headers, method) => rawGet(host, path, headers, method);

const GZIP = { 'accept-encoding': 'gzip, deflate, br' };

describe("the native host compresses the API's text answers", () => {
  before(async () => {
    api = await listen(createServer(standInApi), 0);
    host = await hostInFrontOf(api);
  });
  after(async () => {
    for (const server of [host, api])
      await new Promise((resolve) => server.close(resolve).closeAllConnections());
  });

  test("a member's page as it passes: gzip for a reader who takes it, the same page", async () => {
    const answer = await get('/dashboard', { ...GZIP, cookie: 'vg_page_session=s' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(answer.headers.vary, 'Accept-Language, Accept-Encoding');
    assert.equal(gunzipSync(answer.body).toString(), PAGE);
    assert.ok(answer.body.length < 14_000, `${answer.body.length} bytes on the wire`);
    // Compressed whole, so the reader is told its length rather than reading chunks to the end.
    assert.equal(Number(answer.headers['content-length']), answer.body.length);
    assert.equal(answer.headers['transfer-encoding'], undefined);
  });

  test('an answer of unknown length is compressed as it streams', async () => {
    const answer = await get('/api/v1/account/export', { ...GZIP, authorization: 'Bearer m' });
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(answer.headers['transfer-encoding'], 'chunked');
    assert.equal(JSON.parse(gunzipSync(answer.body).toString()).records.length, 201);
  });

  test('the same page as it came for a reader who takes no gzip, saying it varies', async () => {
    const answer = await get('/dashboard', { 'accept-encoding': 'br, gzip;q=0' });
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.equal(answer.headers.vary, 'Accept-Language, Accept-Encoding');
    assert.equal(answer.body.toString(), PAGE);
  });

  test('a kept public page: gzip or not per reader, a weak validator, 304 for either', async () => {
    const zipped = await get('/public/SMWZ', GZIP);
    assert.equal(zipped.headers['content-encoding'], 'gzip');
    assert.equal(zipped.headers.etag, 'W/"car-v1"');
    assert.equal(zipped.headers.vary, 'Accept-Encoding, Accept-Language');
    assert.equal(Number(zipped.headers['content-length']), zipped.body.length);
    assert.equal(gunzipSync(zipped.body).toString(), PAGE);

    const plain = await get('/public/SMWZ');
    assert.equal(plain.headers['content-encoding'], undefined);
    assert.equal(plain.headers.etag, '"car-v1"');
    assert.equal(plain.body.toString(), PAGE);

    const again = await get('/public/SMWZ', { ...GZIP, 'if-none-match': 'W/"car-v1"' });
    assert.equal(again.status, 304);
  });

  test('small answers, photos, HEAD and live streams go as they came', async () => {
    const small = await get('/api/v1/auth/user', { ...GZIP, authorization: 'Bearer m' });
    assert.equal(small.headers['content-encoding'], undefined);
    assert.equal(small.body.toString(), '{"data":{"id":"m1"}}');

    const photo = await get('/api/v1/photos/p1', GZIP);
    assert.equal(photo.headers['content-encoding'], undefined);
    assert.deepEqual(photo.body, PHOTO);

    const head = await get('/dashboard', GZIP, 'HEAD');
    assert.equal(head.headers['content-encoding'], undefined);

    const firstEvent = await new Promise((resolve, reject) => {
      const req = request(
        { port: host.address().port, path: '/api/v1/notifications/stream', headers: GZIP },
        (res) => {
          res.once('data', (chunk) => {
            resolve({ encoding: res.headers['content-encoding'], text: chunk.toString() });
            req.destroy();
          });
        },
      );
      req.on('error', reject);
      req.end();
    });
    assert.equal(firstEvent.encoding, undefined);
    assert.match(firstEvent.text, /^data: x+/);
  });
});
