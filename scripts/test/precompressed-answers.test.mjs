// The native servers send the compressed copies a production build writes beside each text file
// (shared/federation/precompress-plugin.js): Brotli where the browser takes it, else gzip, else
// the file itself, and every answer that has copies says it varies with Accept-Encoding.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeFileWithCopies } from '@vg/shared/federation';
import { acceptsEncoding } from '../lib/compressed-answers.mjs';
import { createStaticServer, listen } from '../lib/static-server.mjs';
import { rawGet } from './support/host.mjs';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-precompressed-'));
const SCRIPT = `/* the garage */ ${'console.log("a 1962 Austin-Healey");\n'.repeat(80)}`;
const SMALL = 'console.log("small");';
let host;
let remote;

describe('compressed copies from the native static servers', () => {
  before(async () => {
    fs.writeFileSync(path.join(work, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileWithCopies(path.join(work, 'main.0123456789.js'), SCRIPT);
    writeFileWithCopies(path.join(work, 'small.0123456789.js'), SMALL);
    host = await listen(createStaticServer({ mounts: { '/': work }, spaFallback: true }), 0);
    remote = await listen(
      createStaticServer({ mounts: { '/': work }, corsOrigin: 'http://localhost:8080' }),
      0,
    );
  });
  after(async () => {
    await Promise.all([host, remote].map((server) => new Promise((done) => server.close(done))));
    fs.rmSync(work, { recursive: true, force: true });
  });

  test('the build writes a Brotli and a gzip copy of a script, not of one under 1 KB', () => {
    const file = path.join(work, 'main.0123456789.js');
    assert.equal(zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).toString(), SCRIPT);
    assert.equal(zlib.gunzipSync(fs.readFileSync(`${file}.gz`)).toString(), SCRIPT);
    assert.ok(fs.statSync(`${file}.br`).size < SCRIPT.length / 5);
    assert.equal(fs.existsSync(path.join(work, 'small.0123456789.js.br')), false);
    assert.equal(fs.existsSync(path.join(work, 'small.0123456789.js.gz')), false);
  });

  test('sends the Brotli copy to a browser that takes it', async () => {
    const answer = await rawGet(host, '/main.0123456789.js', {
      'Accept-Encoding': 'gzip, deflate, br, zstd',
    });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(answer.headers['content-type'], 'text/javascript; charset=utf-8');
    assert.equal(answer.headers['content-length'], String(answer.body.length));
    assert.equal(answer.headers.vary, 'Accept-Encoding');
    assert.equal(zlib.brotliDecompressSync(answer.body).toString(), SCRIPT);
  });

  test('sends the gzip copy where Brotli is not taken, or refused with q=0', async () => {
    for (const accepted of ['gzip', 'br;q=0, gzip;q=0.8', 'deflate, gzip']) {
      const answer = await rawGet(host, '/main.0123456789.js', { 'Accept-Encoding': accepted });
      assert.equal(answer.headers['content-encoding'], 'gzip', accepted);
      assert.equal(zlib.gunzipSync(answer.body).toString(), SCRIPT, accepted);
    }
  });

  test('sends the file itself to a client that takes neither, saying the answer varies', async () => {
    for (const accepted of [undefined, 'identity', 'gzip;q=0, br;q=0', 'deflate']) {
      const headers = accepted === undefined ? {} : { 'Accept-Encoding': accepted };
      const answer = await rawGet(host, '/main.0123456789.js', headers);
      assert.equal(answer.headers['content-encoding'], undefined, String(accepted));
      assert.equal(answer.body.toString(), SCRIPT, String(accepted));
      assert.equal(answer.headers.vary, 'Accept-Encoding', String(accepted));
    }
  });

  test('a HEAD names the copy it would send and its length', async () => {
    const answer = await rawGet(host, '/main.0123456789.js', { 'Accept-Encoding': 'br' }, 'HEAD');
    assert.equal(answer.headers['content-encoding'], 'br');
    const copy = fs.statSync(path.join(work, 'main.0123456789.js.br')).size;
    assert.equal(answer.headers['content-length'], String(copy));
    assert.equal(answer.body.length, 0);
  });

  test('a file with no copies goes as it is, with no Vary', async () => {
    const answer = await rawGet(host, '/small.0123456789.js', { 'Accept-Encoding': 'br, gzip' });
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.equal(answer.headers.vary, undefined);
    assert.equal(answer.body.toString(), SMALL);
  });

  test("a remote's answer varies with both the Origin and the encoding", async () => {
    const answer = await rawGet(remote, '/main.0123456789.js', {
      Origin: 'http://localhost:8080',
      'Accept-Encoding': 'br',
    });
    assert.equal(answer.headers['access-control-allow-origin'], 'http://localhost:8080');
    assert.equal(answer.headers.vary, 'Origin, Accept-Encoding');
    assert.equal(answer.headers['content-encoding'], 'br');
  });

  test('reads Accept-Encoding as RFC 9110 says: listed or *, not at q=0', () => {
    assert.equal(acceptsEncoding('gzip, br', 'br'), true);
    assert.equal(acceptsEncoding('GZIP', 'gzip'), true);
    assert.equal(acceptsEncoding('br;q=0', 'br'), false);
    assert.equal(acceptsEncoding('br; q=0.000', 'br'), false);
    assert.equal(acceptsEncoding('*', 'br'), true);
    assert.equal(acceptsEncoding('*;q=0, gzip', 'br'), false);
    assert.equal(acceptsEncoding('*, br;q=0', 'br'), false);
    assert.equal(acceptsEncoding('', 'gzip'), false);
    assert.equal(acceptsEncoding(undefined, 'gzip'), false);
  });
});
