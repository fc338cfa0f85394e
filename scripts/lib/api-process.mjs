// The built API (api/dist) as the fault suite runs it: a process of its own on a free port, on a
// Postgres server or an embedded PGlite folder, started, stopped and killed like production would.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT, waitForHttp } from './stack.mjs';
import { freeLoopbackPort } from './throwaway-postgres.mjs';
import { supervise } from './supervisor.mjs';

export const API_ENTRY = path.join(ROOT, 'api/dist/index.js');

export async function apiEnv(database) {
  const port = await freeLoopbackPort();
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
      PORT: String(port),
      // Thousands of sign-ins and writes from one address in a minute are the point here.
      RATE_LIMIT_SCALE: '100000',
      // Draining, it stays reachable until the host has seen it is not ready (docs/operations.md).
      SHUTDOWN_DELAY_MS: '1500',
      ...(database.url ? { DATABASE_URL: database.url } : { PGLITE_DIR: database.pgliteDir }),
    },
  };
}

/** The API at `url` answers ready; returns how long that took. */
export const waitUntilReady = (url, timeoutMs = 90_000) =>
  waitForHttp(`${url}/api/v1/health/ready`, timeoutMs, 50);

/**
 * Spawns the built API with `env`. `output: true` keeps what it prints (for asserting on its
 * lines); otherwise only its errors reach this process's stderr.
 */
export function spawnApi(env, { output = false } = {}) {
  const child = spawn(process.execPath, [API_ENTRY], {
    cwd: ROOT,
    env,
    stdio: ['ignore', output ? 'pipe' : 'ignore', output ? 'pipe' : 'inherit'],
  });
  const printed = [];
  if (output)
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (chunk) => printed.push(chunk.toString()));
  const exited = new Promise((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: printed, exited };
}

/** One API process; stop() sends SIGTERM and waits for it to end. */
export async function startApi(database) {
  const { port, url, env } = await apiEnv(database);
  const launch = () => spawnApi(env);
  let current = launch();
  await waitUntilReady(url);
  return {
    port,
    url,
    async stop() {
      current.child.kill('SIGTERM');
      await current.exited;
    },
    async restart() {
      await this.stop();
      current = launch();
      return waitUntilReady(url);
    },
  };
}

/** An API under the supervisor `npm start` uses: killed, it comes back by itself. */
export async function startSupervisedApi(database) {
  const { url, env } = await apiEnv(database);
  const service = supervise({
    label: 'api',
    args: [API_ENTRY],
    env,
    cwd: ROOT,
    onLine: () => {},
    say: () => {},
  });
  await waitUntilReady(url);
  return { url, service };
}
