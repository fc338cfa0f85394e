// The built API (api/dist) as the fault suite runs it: a process of its own on a free port, on a
// Postgres server or an embedded PGlite folder, started, stopped and killed like production would.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './stack.mjs';
import { freeLoopbackPort } from './throwaway-postgres.mjs';
import { supervise } from './supervisor.mjs';

const API = path.join(ROOT, 'api/dist/index.js');

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

export async function waitUntilReady(url, timeoutMs = 90_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      if ((await fetch(`${url}/api/v1/health/ready`)).ok) return Date.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} was not ready within ${timeoutMs} ms`);
}

/** One API process; stop() sends SIGTERM and waits for it to end. */
export async function startApi(database) {
  const { port, url, env } = await apiEnv(database);
  const launch = () => {
    const child = spawn(process.execPath, [API], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const exited = new Promise((resolve) => child.once('exit', resolve));
    return { child, exited };
  };
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
    args: [API],
    env,
    cwd: ROOT,
    onLine: () => {},
    say: () => {},
  });
  await waitUntilReady(url);
  return { url, service };
}
