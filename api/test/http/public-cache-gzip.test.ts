import { gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { installPublicCache, sendPublic } from '../../src/http/public-cache.js';

// A public answer is gzipped once, when it is kept, for every reader who takes gzip: the shared
// cache in front (the host's nginx) then keeps the compressed copy and serves it as it is, instead
// of compressing the page again for each reader (docs/adr/0009-public-pages-rendered-by-the-api.md).

const PAGE = `<!doctype html><title>1959 Triumph TR3A</title>${'<p>A restoration, step by step.</p>'.repeat(80)}`;
let builds = 0;
const app = Fastify();

beforeAll(async () => {
  installPublicCache(app, 10);
  app.get('/page', (request, reply) =>
    sendPublic(app, request, reply, 'page', async () => {
      builds += 1;
      return { status: 200, contentType: 'text/html; charset=utf-8', body: PAGE };
    }),
  );
  app.get('/small', (request, reply) =>
    sendPublic(app, request, reply, 'small', async () => ({
      status: 200,
      contentType: 'application/json; charset=utf-8',
      body: '{"data":[]}',
    })),
  );
  await app.ready();
});
afterAll(() => app.close());

const read = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('a public answer for a reader who takes gzip', () => {
  it('is the kept page gzipped, the same bytes each time, built once', async () => {
    const first = await read('/page', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const second = await read('/page', { 'accept-encoding': 'br;q=1, gzip;q=0.8' });
    expect(first.headers['content-encoding']).toBe('gzip');
    expect(first.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(first.rawPayload).toString()).toBe(PAGE);
    expect(first.rawPayload.length).toBeLessThan(PAGE.length / 4);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(builds).toBe(1);
  });

  it('is the plain page for a reader who does not, with a validator of its own', async () => {
    const gzipped = await read('/page', { 'accept-encoding': 'gzip' });
    for (const acceptEncoding of ['', 'identity', 'br', 'gzip;q=0', 'x-gzip']) {
      const plain = await read(
        '/page',
        acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      );
      expect(plain.headers['content-encoding'], acceptEncoding).toBeUndefined();
      expect(plain.body).toBe(PAGE);
      expect(plain.headers.etag).not.toBe(gzipped.headers.etag);
    }
  });

  it('answers 304 to a reader holding either copy', async () => {
    const gzipped = await read('/page', { 'accept-encoding': 'gzip' });
    const plain = await read('/page');
    for (const etag of [gzipped.headers.etag, plain.headers.etag]) {
      const again = await read('/page', {
        'if-none-match': String(etag),
        'accept-encoding': 'gzip',
      });
      expect(again.statusCode).toBe(304);
    }
  });

  it('leaves a small answer as it is', async () => {
    const small = await read('/small', { 'accept-encoding': 'gzip' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('{"data":[]}');
  });
});
