// The stack a bench measures, as it ships: the built API (on a throwaway PostgreSQL, or PGlite in
// a temporary folder) behind the host's and the remotes' nginx (scripts/lib/stack.mjs serves them
// from deploy/nginx), on the bench's ports (ports.mjs, imported first by whoever imports this).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { APP_PORTS, startStack } from '../lib/stack.mjs';
import { startThrowawayPostgres } from '../lib/throwaway-postgres.mjs';
import { childrenOf } from './load.mjs';

/**
 * The host nginx's master (a child of this process: the entrypoint execs it) and its workers; not
 * its cache loader, which ends a minute after the start.
 */
function hostNginxPids() {
  const master = childrenOf(process.pid).find(({ command }) =>
    /^nginx: master process .*\/host\/ /.test(command),
  );
  if (!master) return [];
  const workers = childrenOf(master.pid).filter(({ command }) =>
    command.startsWith('nginx: worker'),
  );
  return [master.pid, ...workers.map(({ pid }) => pid)];
}

/**
 * Runs `work({ host, apiPids, nginxPids, label, databaseUrl })` on a fresh stack and database, then stops
 * both. `databaseUrl` (a server already running) wins over `postgres: true` (a throwaway one);
 * neither runs on PGlite.
 */
export async function onBenchStack({ postgres = true, databaseUrl, env = {} } = {}, work) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vg-bench-'));
  const server = !databaseUrl && postgres ? await startThrowawayPostgres() : null;
  const url = databaseUrl ?? server?.url ?? '';
  const label = url ? `PostgreSQL${server ? ` ${server.version}` : ''}` : 'PGlite';
  let stack;
  try {
    stack = await startStack({
      env: {
        ...process.env,
        DATABASE_URL: url,
        PGLITE_DIR: path.join(dataDir, 'pglite'),
        VG_QUIET: '1',
        LOG_LEVEL: 'warn',
        // The benches register dozens of members from one address and write hundreds of records
        // a minute each.
        RATE_LIMIT_SCALE: '1000',
        // What ships, or no figure at all.
        VG_SERVER: 'nginx',
        ...env,
      },
    });
    if (stack.server !== 'nginx')
      throw new Error(`the stack is served by ${stack.server}, not nginx`);
    const apiPids = [stack.services?.api?.pid].filter(Boolean);
    return await work({
      host: `http://localhost:${APP_PORTS.host}`,
      apiPids,
      nginxPids: hostNginxPids(),
      label,
      databaseUrl: url || null,
      stack,
    });
  } finally {
    await stack?.stop();
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
