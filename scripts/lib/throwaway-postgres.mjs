// A throwaway PostgreSQL cluster on loopback: initdb in a temporary folder, a free port, removed on
// stop. Used by the API bench and the fault suite (which also restarts it under load). As root,
// every server command runs as the postgres user, since PostgreSQL refuses to run as root.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function findBinaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const [newest] = (await readdir(root)).sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error(`no PostgreSQL under ${root} (set PG_BIN)`);
  return path.join(root, newest, 'bin');
}

export function freeLoopbackPort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function asClusterOwner(command, args) {
  const isRoot = process.getuid?.() === 0;
  const { stdout } = isRoot
    ? await run('runuser', ['-u', 'postgres', '--', command, ...args])
    : await run(command, args);
  return stdout;
}

/**
 * Starts a cluster; `durable: false` turns fsync and synchronous commit off (tests), the default
 * keeps them on, so write figures include the flush a real server pays.
 * @returns {Promise<import('./throwaway-postgres.d.mts').PostgresServer>}
 */
export async function startThrowawayPostgres({ durable = true } = {}) {
  const bin = await findBinaries();
  const workDir = await mkdtemp(path.join(tmpdir(), 'vg-pg-'));
  const dataDir = path.join(workDir, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    await chown(workDir, Number(stdout.trim()), 0);
  }
  const pgCtl = path.join(bin, 'pg_ctl');
  const port = await freeLoopbackPort();
  const options = [
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${workDir} -c max_connections=200`,
    ...(durable ? [] : ['-c fsync=off -c synchronous_commit=off -c full_page_writes=off']),
  ].join(' ');
  let running = false;
  const start = async () => {
    if (running) return;
    await asClusterOwner(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(workDir, 'server.log'),
      '-w',
      '-o',
      options,
      'start',
    ]);
    running = true;
  };
  const halt = async (mode = 'fast') => {
    if (running)
      await asClusterOwner(pgCtl, ['-D', dataDir, '-m', mode, '-w', 'stop']).catch(() => undefined);
    running = false;
  };
  try {
    await asClusterOwner(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
    ]);
    await start();
    // "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"
    const version =
      /\d+\.\d+/.exec((await run(path.join(bin, 'postgres'), ['--version'])).stdout)?.[0] ?? '?';
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      version,
      halt,
      start,
      async stop() {
        await halt();
        await rm(workDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await halt();
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }
}
