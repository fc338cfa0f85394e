// The images' nginx against hostile input (docs/security.md): several hundred malformed, encoded,
// overlong and traversal paths next to sibling folders that share a served folder's name prefix
// (T28), HSTS on every HTTPS answer (T29), and no share-link or unsubscribe token in the access
// log (T29). Run natively with Debian's nginx on fixture builds, as deploy/test/nginx.test.mjs.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { REMOTES, writeFixtureBuild } from './support/apps.mjs';
import {
  MALFORMED,
  filesUnder,
  hostilePaths,
  rawGet,
  rawGetAll,
  wrongAnswers,
} from './support/hostile-paths.mjs';
import { freePort, startSite } from '../../scripts/lib/nginx-site.mjs';

const HSTS = 'max-age=31536000; includeSubDomains';
const SECRET = `VG-SECRET-${randomBytes(8).toString('hex')}`;
const TARGETS = ['host-secret/secret.txt', 'garage-secret/secret.txt', 'secret.txt'];

let work;
let api;
const sites = {};
const dirs = {};

function write(file, body) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, body);
}

/** The API, as far as these tests need it: its own HSTS header, which the host replaces. */
function startFakeApi(port) {
  const server = createServer((_request, response) => {
    response.writeHead(200, {
      'content-type': 'application/json',
      'strict-transport-security': 'max-age=15552000',
    });
    response.end('{"data":{}}');
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('nginx from the images, against hostile input', () => {
  before(async () => {
    work = mkdtempSync(join(tmpdir(), 'vg-nginx-hardening-'));
    chmodSync(work, 0o755);
    const apiPort = await freePort();
    api = await startFakeApi(apiPort);
    dirs.host = writeFixtureBuild('host', join(work, 'host'));
    dirs.garage = writeFixtureBuild('garage', join(work, 'garage'));
    dirs.releases = join(work, 'releases', 'garage');
    writeFixtureBuild('garage', join(dirs.releases, '1.0.0'), '1.0.0');
    // Siblings whose names start like a served folder's, and the parents' own files.
    for (const parent of [work, dirname(dirs.releases)])
      for (const target of TARGETS) write(join(parent, target), SECRET);

    const hostPort = await freePort();
    const remotePort = await freePort();
    sites.remote = await startSite('remote', join(work, 'prefix-remote'), {
      LISTEN_PORT: String(remotePort),
      SITE_ROOT: dirs.garage,
      RELEASES_DIR: dirs.releases,
      HOST_ORIGIN: `http://localhost:${hostPort}`,
    });
    sites.host = await startSite('host', join(work, 'prefix-host'), {
      LISTEN_PORT: String(hostPort),
      SITE_ROOT: dirs.host,
      API_UPSTREAM: `http://127.0.0.1:${apiPort}`,
      ...Object.fromEntries(
        REMOTES.map((remote) => [
          `REMOTE_${remote.toUpperCase()}_URL`,
          `http://127.0.0.1:${remotePort}/mf-manifest.json`,
        ]),
      ),
    });
  });

  after(async () => {
    await Promise.all(Object.values(sites).map((site) => site.stop()));
    if (api) await new Promise((resolve) => api.close(resolve));
    if (work) rmSync(work, { recursive: true, force: true });
  });

  for (const [name, folders, prefixes] of [
    ['host', () => [dirs.host], ['/', '/assets/']],
    ['remote', () => [dirs.garage, dirs.releases], ['/', '/releases/', '/releases/1.0.0/']],
  ]) {
    test(`the ${name} answers each hostile path with 400, 404, 414 or a file of its own`, async () => {
      const paths = hostilePaths({
        targets: TARGETS,
        prefixes,
        absolute: [join(work, 'secret.txt'), join(work, 'host-secret/secret.txt')],
      });
      assert.ok(paths.length >= 300, `${paths.length} paths`);
      const answers = await rawGetAll(sites[name].url, paths);
      const allowed = filesUnder(...folders());
      assert.deepEqual(wrongAnswers(paths, answers, { secret: SECRET, allowed }), []);
      for (const bad of MALFORMED)
        assert.equal((await rawGet(sites[name].url, bad)).status, 400, bad);
      assert.equal((await rawGet(sites[name].url, '/healthz')).status, 200, 'still serving');
    });
  }

  test('sends HSTS on every answer behind a TLS terminator, the API’s and errors included', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const cases = [
      [sites.host, ['/', '/index.html', '/no/such/route', '/main.ffffffffff.js', '/remotes.json']],
      [sites.host, ['/api/v1/anything', '/user/keeper', '/healthz', '/gone.ico']],
      [sites.remote, ['/mf-manifest.json', '/nothing-here.js', '/releases/9.9.9/x.js']],
    ];
    // Not a malformed escape nor a path above the root: nginx refuses such a request line before
    // it reads the headers, so it cannot know X-Forwarded-Proto (no browser sends one; T29).
    for (const [site, paths] of cases)
      for (const path of paths) {
        const answer = await rawGet(site.url, path, https);
        assert.equal(
          answer.headers['strict-transport-security'],
          HSTS,
          `${path} (${answer.status})`,
        );
      }
    for (const site of [sites.host, sites.remote]) {
      const plain = await rawGet(site.url, '/', { 'x-forwarded-proto': 'http' });
      assert.equal(plain.headers['strict-transport-security'], undefined, 'never over plain HTTP');
    }
    const api = await rawGet(sites.host.url, '/api/v1/anything');
    assert.equal(api.headers['strict-transport-security'], undefined, "the API's is not passed on");
  });

  test('writes no share-link nor unsubscribe token to the access log', async () => {
    const tokens = Array.from(
      { length: 6 },
      (_, i) => `tok${i}${randomBytes(12).toString('base64url')}`,
    );
    const visits = [
      [`/public/vehicle/${tokens[0]}`],
      [`/api/v1/public/vehicles/by-token/${tokens[1]}?scope=x`],
      [`/api/v1/pages/public/vehicle/${tokens[2]}`],
      [`/api/v1/notifications/unsubscribe?kind=x&token=${tokens[3]}&z=1`],
      [`/email/confirm?token=${tokens[4]}`],
      // A page of a shared car loads its scripts with the page as Referer.
      ['/main.0123456789.js', { referer: `http://localhost/public/vehicle/${tokens[5]}?a=b` }],
    ];
    for (const [path, headers] of visits) await rawGet(sites.host.url, path, headers);
    // nginx writes each line once its answer is sent; give the pipe a moment.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = sites.host.accessLog();
    const lines = log.split('\n');
    for (const token of tokens)
      assert.deepEqual(
        lines.filter((line) => line.includes(token)),
        [],
        'a token in the log',
      );
    for (const shown of [
      '/public/vehicle/[redacted]',
      '/api/v1/public/vehicles/by-token/[redacted]?scope=x',
      '/api/v1/notifications/unsubscribe?[redacted]',
      '/email/confirm?[redacted]',
      '"http://localhost/public/vehicle/[redacted]?a=b"',
    ])
      assert.ok(log.includes(shown), `the log shows ${shown}:\n${lines.slice(-6).join('\n')}`);
  });

  test('writes no sale dossier code to the access log', async () => {
    const codes = Array.from({ length: 5 }, (_, i) => `DC${i}${randomBytes(6).toString('hex')}`);
    const visits = [
      [`/verify/${codes[0]}`],
      [`/api/v1/verify/${codes[1]}`],
      [`/api/v1/pages/verify/${codes[2]}?x=1`],
      [`/verify/${codes[3]}/`],
      // The verification page's files are asked for with the page as Referer.
      ['/main.0123456789.js', { referer: `http://localhost/verify/${codes[4]}` }],
    ];
    for (const [path, headers] of visits) await rawGet(sites.host.url, path, headers);
    await new Promise((resolve) => setTimeout(resolve, 200));
    const log = sites.host.accessLog();
    const lines = log.split('\n');
    for (const code of codes)
      assert.deepEqual(
        lines.filter((line) => line.includes(code)),
        [],
        'a dossier code in the log',
      );
    for (const shown of [
      '"GET /verify/[redacted] ',
      '"GET /api/v1/verify/[redacted] ',
      '"GET /api/v1/pages/verify/[redacted]?x=1 ',
      '"GET /verify/[redacted]/ ',
      '"http://localhost/verify/[redacted]"',
    ])
      assert.ok(log.includes(shown), `the log shows ${shown}:\n${lines.slice(-6).join('\n')}`);
  });
});
