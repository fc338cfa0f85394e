// The API as an operator meets it, as real processes on the embedded database (api/dist must be
// built): a killed API comes back under supervision, SIGTERM lets requests in flight finish, and
// a backup brings back a member's cars and photos. docs/operations.md.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import sharp from 'sharp';
import {
  API_ENTRY as API,
  spawnApi,
  waitUntilReady as waitUntilUrlReady,
} from '../lib/api-process.mjs';
import { backup, restore } from '../lib/embedded-backup.mjs';
import { ROOT } from '../lib/stack.mjs';
import { supervise } from '../lib/supervisor.mjs';

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-operations-'));
after(() => fs.rmSync(workDir, { recursive: true, force: true }));

let nextPort = 4150;
function apiEnv(name) {
  const port = nextPort++;
  return {
    port,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      API_PORT: String(port),
      PGLITE_DIR: path.join(workDir, name, 'pglite'),
      BACKUP_DIR: path.join(workDir, name, 'backups'),
    },
  };
}

const base = (port) => `http://127.0.0.1:${port}/api/v1`;

/** The API on `port` answers ready (scripts/lib/api-process.mjs). */
const waitUntilReady = (port, timeoutMs = 60_000) =>
  waitUntilUrlReady(`http://127.0.0.1:${port}`, timeoutMs);

const startApi = (env) => spawnApi(env, { output: true });

async function stopApi(api) {
  api.child.kill('SIGTERM');
  return api.exited;
}

async function json(response) {
  const body = await response.json();
  assert.ok(response.ok, `${response.status} ${JSON.stringify(body)}`);
  return body.data;
}

test('a killed API is started again within 5 seconds, and says so', async () => {
  const { port, env } = apiEnv('supervised');
  const lines = [];
  const api = supervise({
    label: 'api',
    args: [API],
    env,
    cwd: ROOT,
    onLine: () => {},
    say: (line) => lines.push(line),
  });
  try {
    await waitUntilReady(port);
    const killedPid = api.pid;
    const killedAt = Date.now();
    process.kill(killedPid, 'SIGKILL');
    while (api.pid === killedPid && Date.now() - killedAt < 5000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const restartedAfter = Date.now() - killedAt;
    assert.notEqual(api.pid, killedPid, 'a new API process within 5 s');
    assert.deepEqual(lines, ['[api] was killed (SIGKILL); restarting in 0.5 s (restart 1)']);
    // Starting the embedded database takes what it takes on this machine; the figure is printed.
    await waitUntilReady(port);
    console.log(
      `# restarted ${restartedAfter} ms after kill -9, answering ready after ${Date.now() - killedAt} ms`,
    );
  } finally {
    await api.stop();
  }
});

test('SIGTERM lets a request in flight finish, takes no new one, and ends the process cleanly', async () => {
  const { port, env } = apiEnv('draining');
  const api = startApi({ ...env, LOG_LEVEL: 'info' });
  await waitUntilReady(port);

  // A sign-in whose body is still arriving when SIGTERM comes: it is in flight.
  const body = JSON.stringify({ identifier: 'nobody@example.test', password: 'not a password' });
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    `POST /api/v1/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  api.child.kill('SIGTERM');

  // Draining: nothing new is taken (within moments of the signal, however busy the machine).
  const refusedBy = Date.now() + 5000;
  let refused = false;
  while (!refused && Date.now() < refusedBy) {
    refused = await fetch(`${base(port)}/health/live`).then(
      () => false,
      () => true,
    );
    if (!refused) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  assert.ok(refused, 'new connections are refused after SIGTERM');

  socket.write(body.slice(10));
  await closed;
  assert.match(answer, /^HTTP\/1\.1 401 /, answer);
  assert.match(answer, /Incorrect email, username or password\./);
  const { code, signal } = await api.exited;
  assert.deepEqual({ code, signal }, { code: 0, signal: null }, api.output.join(''));
  assert.match(api.output.join(''), /SIGTERM received: finishing requests in flight/);
});

test('a backup taken while stopped brings back a member’s cars and photos', async () => {
  const { port, env } = apiEnv('backed-up');
  let api = startApi(env);
  await waitUntilReady(port);
  const { token } = await json(
    await fetch(`${base(port)}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'keeper@example.test',
        username: 'keeper',
        password: 'vintage-carburettor-1967',
        acceptTerms: true,
      }),
    }),
  );
  const auth = { authorization: `Bearer ${token}` };
  const car = await json(
    await fetch(`${base(port)}/vehicles`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        identifierKind: 'chassis',
        identifier: '3C 1234-B',
        make: 'Bentley',
        model: '3 Litre',
        modelYear: 1926,
      }),
    }),
  );
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1f4d3a' },
  })
    .jpeg()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([image], { type: 'image/jpeg' }), 'car.jpg');
  await json(
    await fetch(`${base(port)}/vehicles/${car.id}/photos`, {
      method: 'POST',
      headers: auth,
      body: form,
    }),
  );

  await assert.rejects(backup(env), /The API is running on port/);
  await stopApi(api);
  const saved = await backup(env);

  // After the backup the car is deleted; the restore brings it back with its photo.
  api = startApi(env);
  await waitUntilReady(port);
  const deleted = await fetch(`${base(port)}/vehicles/${car.id}`, {
    method: 'DELETE',
    headers: auth,
  });
  assert.equal(deleted.status, 204);
  await stopApi(api);
  const { keptAside } = await restore(saved, env);
  assert.ok(fs.existsSync(keptAside));

  api = startApi(env);
  try {
    await waitUntilReady(port);
    const restored = await json(await fetch(`${base(port)}/vehicles/${car.id}`, { headers: auth }));
    assert.equal(restored.model, '3 Litre');
    const photos = await json(
      await fetch(`${base(port)}/vehicles/${car.id}/photos`, { headers: auth }),
    );
    assert.equal(photos.length, 1);
  } finally {
    await stopApi(api);
  }
});
