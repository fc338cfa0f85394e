// The figures measured as a visitor or member reaches the API: through the host's nginx
// (deploy/nginx) in front of the built API, on each engine (scripts/bench/bench-stack.mjs), every
// one printed beside the same run's bare nginx static file and bare Fastify route, with the API's
// CPU time per request (scripts/bench/references.mjs). A member's vehicle list and detail and
// members together (members-mix.ts), then the public reads (scripts/bench/public-throughput.mjs).
// The stack listens on the bench's ports (scripts/bench/ports.mjs). The API is built first.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onBenchStack } from '../../scripts/bench/bench-stack.mjs';
import type { Measurement } from '../../scripts/bench/load.mjs';
import { publicThroughput } from '../../scripts/bench/public-throughput.mjs';
import {
  measureReferences,
  printBesideReferences,
  shareOf,
  type RowTarget,
} from '../../scripts/bench/references.mjs';
import { isSelected, describeTarget, meetsTarget, type Target } from './measure.js';
import { METRICS_TOKEN } from './api-clock.js';
import {
  MEMBERS,
  MIX_CONNECTIONS,
  memberFigures,
  VEHICLE_DETAIL,
  VEHICLE_LIST,
} from './members-mix.js';

export const MEMBERS_MIX = 'members together';
export const PUBLIC_READS = 'public reads';
const MIX_TARGETS: Record<'postgres' | 'pglite', Target> = {
  postgres: { minRps: 1_500, maxP99Ms: 100 },
  pglite: { minRps: 400, maxP99Ms: 500 },
};
const MIX_SECONDS = Number(process.env.BENCH_MIX_SECONDS ?? 30);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

/** Runs what is selected on PostgreSQL (when `postgresUrl`) and PGlite (when `pglite`); answers whether any target was missed. */
export async function benchThroughHost({
  postgresUrl,
  pglite,
}: {
  postgresUrl: string | null;
  pglite: boolean;
}): Promise<boolean> {
  const memberNames = [VEHICLE_LIST, VEHICLE_DETAIL, MEMBERS_MIX];
  const members = memberNames.some(isSelected);
  const reads = isSelected(PUBLIC_READS);
  if (!members && !reads) return false;
  buildApi();
  const references = await measureReferences();
  let missed = false;
  const engines = [
    ...(postgresUrl ? [{ databaseUrl: postgresUrl, kind: 'postgres' as const }] : []),
    ...(pglite ? [{ databaseUrl: null, kind: 'pglite' as const }] : []),
  ];
  for (const { databaseUrl, kind } of engines) {
    await onBenchStack(
      { databaseUrl, postgres: false, env: { METRICS_TOKEN } },
      async ({ host, apiPids, nginxPids, label }) => {
        if (members) {
          const mixName = `${MEMBERS_MIX}: ${label}`;
          const rows = await memberFigures(host, {
            apiPids,
            nginxPids,
            mixName,
            mixSeconds: MIX_SECONDS,
            warmupSeconds: WARMUP_SECONDS,
            select: (name) => isSelected(name === mixName ? MEMBERS_MIX : name),
          });
          const half = shareOf(references.fastify, 0.5, 'the bare route');
          const mix = MIX_TARGETS[kind];
          const targetOf = (row: Measurement): RowTarget =>
            row.name === mixName
              ? { describe: describeTarget(mix), met: meetsTarget(row, mix) }
              : half(row);
          printBesideReferences(
            `A member's figures through the host's nginx, ${label}: ${MIX_CONNECTIONS} connections, ${MEMBERS} members; members together ${MIX_SECONDS} s, 80% reads (vehicle list, detail, community feed), 20% maintenance writes`,
            rows,
            references,
            targetOf,
          );
          missed ||= rows.some((row) => !targetOf(row).met);
        }
        const publicMet = await (reads
          ? publicThroughput(host, { apiPids, nginxPids, references, label })
          : true);
        if (!publicMet) missed = true;
      },
    );
  }
  return missed;
}
