// The compressed copies a production build writes beside each text file
// (shared/federation/precompress-plugin.js), which nginx (gzip_static, deploy/test/nginx.test.mjs)
// and the development server send instead of compressing every answer again.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { writeFileWithCopies } from '@vg/shared/federation';

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-precompressed-'));
const SCRIPT = `/* the garage */ ${'console.log("a 1962 Austin-Healey");\n'.repeat(80)}`;
const SMALL = 'console.log("small");';

describe('compressed copies of the build', () => {
  before(async () => {
    fs.writeFileSync(path.join(work, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileWithCopies(path.join(work, 'main.0123456789.js'), SCRIPT);
    writeFileWithCopies(path.join(work, 'small.0123456789.js'), SMALL);
  });
  after(() => {
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
});
