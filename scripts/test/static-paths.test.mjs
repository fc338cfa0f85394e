// A bad address never stops a server, nor opens a file outside what it serves (docs/security.md,
// T28): several hundred malformed, encoded, overlong and traversal paths sent to the development
// server's host and remote (scripts/lib/dev-server.mjs; nginx's own are
// deploy/test/nginx-hardening.test.mjs), next to sibling folders that share their names' prefix
// and hold a secret.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  MALFORMED,
  NOT_UTF8,
  filesUnder,
  hostilePaths,
  rawGet,
  rawGetAll,
  wrongAnswers,
} from '../../deploy/test/support/hostile-paths.mjs';
import { hostDevServer, listen, remoteDevServer } from '../lib/dev-server.mjs';

const SECRET = `VG-SECRET-${randomBytes(8).toString('hex')}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-static-paths-'));
const dirs = {
  host: path.join(work, 'host'),
  garage: path.join(work, 'garage'),
  releases: path.join(work, 'releases', 'garage'),
};
const TARGETS = ['host-secret/secret.txt', 'garage-secret/secret.txt', 'secret.txt'];

function write(file, body) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
}

let api;
const servers = {};

describe('the development server and hostile paths', () => {
  before(async () => {
    write(path.join(dirs.host, 'index.html'), '<!doctype html><div id="root"></div>');
    write(path.join(dirs.host, 'main.0123456789.js'), 'console.log("host")');
    write(path.join(dirs.garage, 'mf-manifest.json'), '{"id":"garage"}');
    write(path.join(dirs.garage, 'remoteEntry.js'), 'var garage = 1;');
    write(path.join(dirs.releases, '1.0.0', 'mf-manifest.json'), '{"id":"garage","v":"1.0.0"}');
    // Siblings whose names start like a served folder's, and the parents' own files.
    for (const parent of [work, path.dirname(dirs.releases)])
      for (const target of TARGETS) write(path.join(parent, target), SECRET);
    api = await listen(
      createServer((_request, response) => response.writeHead(404).end('{"error":{}}')),
      0,
    );
    servers.host = await listen(
      hostDevServer({
        root: dirs.host,
        api: `http://127.0.0.1:${api.address().port}`,
        registry: () => ({}),
      }),
      0,
    );
    servers.remote = await listen(
      remoteDevServer({
        root: dirs.garage,
        releases: dirs.releases,
        hostOrigin: 'http://localhost:8080',
      }),
      0,
    );
  });
  after(async () => {
    for (const server of [api, ...Object.values(servers)])
      await new Promise((resolve) => server.close(resolve).closeAllConnections());
    fs.rmSync(work, { recursive: true, force: true });
  });

  const origin = (name) => `http://127.0.0.1:${servers[name].address().port}`;

  for (const [name, folders] of [
    ['host', () => [dirs.host]],
    ['remote', () => [dirs.garage, dirs.releases]],
  ]) {
    test(`the ${name} answers each with 400, 404, 414/431 or a file of its own, and stays up`, async () => {
      const allowed = filesUnder(...folders());
      const paths = hostilePaths({
        targets: TARGETS,
        prefixes: name === 'host' ? ['/', '/assets/'] : ['/', '/releases/', '/releases/1.0.0/'],
        absolute: [path.join(work, 'secret.txt'), path.join(work, 'host-secret/secret.txt')],
      });
      assert.ok(paths.length >= 300, `${paths.length} paths`);
      const answers = await rawGetAll(origin(name), paths);
      const wrong = wrongAnswers(paths, answers, { secret: SECRET, allowed });
      assert.deepEqual(wrong, []);
      for (const bad of [...MALFORMED, ...NOT_UTF8])
        assert.equal((await rawGet(origin(name), bad)).status, 400, bad);
      const still = await rawGet(origin(name), name === 'host' ? '/' : '/mf-manifest.json');
      assert.equal(still.status, 200, 'still serving');
    });
  }
});
