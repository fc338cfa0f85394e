// The figures measured through the host server as a visitor or member reaches the API (issue 24,
// items 5 and 6): the native stack (scripts/lib/stack.mjs: host, remotes, the built API) on each
// engine, the members' mix on both, then the public reads on the embedded default after their own
// warm-up (scripts/bench/public-throughput.mjs). The stack listens on fixed ports: run under
// `flock /tmp/vg-e2e.lock` where others share the machine. The API is built first (api/dist).
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startStack, APP_PORTS, ROOT } from '../../scripts/lib/stack.mjs';
import { publicThroughput } from '../../scripts/bench/public-throughput.mjs';
import {
  isSelected,
  printMeasurements,
  meetsTarget,
  type Measurement,
  type Target,
} from './measure.js';
import { METRICS_TOKEN } from './api-clock.js';
import { MEMBERS, MIX_CONNECTIONS, membersMix } from './members-mix.js';

export const MEMBERS_MIX = 'members together';
export const PUBLIC_READS = 'public reads';
const MIX_TARGETS: Record<'postgres' | 'pglite', Target> = {
  postgres: { minRps: 1_500, maxP99Ms: 100 },
  pglite: { minRps: 400, maxP99Ms: 500 },
};
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);

/** The built API and the contract build it imports, from this working tree. */
function buildApi(): void {
  for (const workspace of ['contract', 'api']) {
    // Type errors elsewhere in a working tree still emit JavaScript; what matters is a fresh build.
    try {
      execFileSync('npx', ['tsc', '-p', 'tsconfig.build.json'], {
        cwd: path.join(ROOT, workspace),
        stdio: 'ignore',
      });
    } catch {
      console.log(`(the ${workspace} build reported type errors; measuring what it emitted)`);
    }
  }
}

async function onStack<T>(
  env: Record<string, string>,
  work: (host: string) => Promise<T>,
): Promise<T> {
  const stack = await startStack({
    env: {
      ...process.env,
      ...env,
      VG_QUIET: '1',
      LOG_LEVEL: 'warn',
      // Fifty members register from one address and write hundreds of records a minute each.
      RATE_LIMIT_SCALE: '1000',
      // The mix prints each route's time by the API's own clock (api-clock.ts).
      METRICS_TOKEN,
    },
  });
  try {
    return await work(`http://localhost:${APP_PORTS.host}`);
  } finally {
    await stack.stop();
  }
}

/** Runs what is selected; answers whether any target was missed. */
export async function benchThroughHost(
  postgresUrl: string | null,
  postgresLabel: string,
  bare: Measurement | null,
): Promise<boolean> {
  const mix = isSelected(MEMBERS_MIX);
  const reads = isSelected(PUBLIC_READS);
  if (!mix && !reads) return false;
  buildApi();
  let missed = false;
  const rows: { row: Measurement; target: Target }[] = [];
  const measureMix = (host: string, label: string, target: Target) =>
    membersMix(host, `${MEMBERS_MIX}: ${label}`, {
      seconds: MIX_SECONDS,
      warmupSeconds: WARMUP_SECONDS,
    }).then((row) => rows.push({ row, target }));
  if (mix && postgresUrl)
    await onStack({ DATABASE_URL: postgresUrl }, (host) =>
      measureMix(host, postgresLabel, MIX_TARGETS.postgres),
    );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'vg-bench-host-'));
  try {
    await onStack({ DATABASE_URL: '', PGLITE_DIR: path.join(dataDir, 'pglite') }, async (host) => {
      if (mix) await measureMix(host, 'PGlite', MIX_TARGETS.pglite);
      if (reads) missed ||= !(await publicThroughput(host));
    });
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  if (rows.length > 0) {
    printMeasurements(
      `Members together through the host: ${MIX_CONNECTIONS} connections, ${MEMBERS} members, ${MIX_SECONDS} s after ${WARMUP_SECONDS} s of warm-up; 80% reads (vehicle list, detail, community feed), 20% maintenance writes`,
      rows.map(({ row }) => row),
      (row) => rows.find((entry) => entry.row === row)?.target,
      bare,
    );
    missed ||= rows.some(({ row, target }) => !meetsTarget(row, target));
  }
  return missed;
}
