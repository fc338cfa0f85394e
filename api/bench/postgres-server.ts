// A throwaway PostgreSQL cluster on loopback, as api/scripts/with-postgres.sh starts one: initdb in a
// temporary folder, a free port, removed on stop. Unlike the test script it keeps fsync and synchronous
// commit on, so the write figure includes the commit flush a real server pays.
import { execFile } from 'node:child_process';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const POSTGRES_UID_LOOKUP = ['-u', 'postgres'];

export interface PostgresServer {
  url: string;
  version: string;
  stop(): Promise<void>;
}

async function findBinaries(): Promise<string> {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const [newest] = (await readdir(root)).sort((a, b) => Number(b) - Number(a));
  if (!newest) throw new Error(`no PostgreSQL under ${root} (set PG_BIN)`);
  return path.join(root, newest, 'bin');
}

function freeLoopbackPort(): Promise<number> {
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

/** PostgreSQL refuses to run as root: as root, every server command runs as the postgres user. */
async function asClusterOwner(command: string, args: string[]): Promise<string> {
  const isRoot = process.getuid?.() === 0;
  const { stdout } = isRoot
    ? await run('runuser', [...POSTGRES_UID_LOOKUP, '--', command, ...args])
    : await run(command, args);
  return stdout;
}

export async function startThrowawayPostgres(): Promise<PostgresServer> {
  const bin = await findBinaries();
  const workDir = await mkdtemp(path.join(tmpdir(), 'vg-bench-pg-'));
  const dataDir = path.join(workDir, 'data');
  if (process.getuid?.() === 0) {
    const { stdout } = await run('id', POSTGRES_UID_LOOKUP);
    await chown(workDir, Number(stdout.trim()), 0);
  }
  const pgCtl = path.join(bin, 'pg_ctl');
  let started = false;
  const stop = async () => {
    if (started)
      await asClusterOwner(pgCtl, ['-D', dataDir, '-m', 'fast', 'stop']).catch(() => undefined);
    started = false;
    await rm(workDir, { recursive: true, force: true });
  };
  try {
    const port = await freeLoopbackPort();
    await asClusterOwner(path.join(bin, 'initdb'), [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
    ]);
    const serverOptions = `-c listen_addresses=127.0.0.1 -p ${port} -k ${workDir}`;
    started = true;
    await asClusterOwner(pgCtl, [
      '-D',
      dataDir,
      '-l',
      path.join(workDir, 'server.log'),
      '-w',
      '-o',
      serverOptions,
      'start',
    ]);
    // "postgres (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)"
    const version =
      /\d+\.\d+/.exec((await run(path.join(bin, 'postgres'), ['--version'])).stdout)?.[0] ?? '?';
    return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, version, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
