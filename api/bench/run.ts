// npm run bench -w @vg/api, at 50 connections, ~8 s per route (BENCH_SECONDS) after 3 s of warm-up:
// - GET /api/v1/auth/user (token check + one query) beside a bare Fastify route;
// - the reminder scan over 100,000 reminders on PostgreSQL (bench/reminder-scan.ts);
// - a garage of 200 vehicles x 50 maintenance records: the vehicle list's first page (p99 <= 20 ms),
//   one vehicle's detail (p99 <= 15 ms) and a maintenance write (>= 2,000 req/s, p99 <= 40 ms), the
//   members' targets on Postgres (docs/figures.md);
// - a community of 10,000 public cars and 100,000 events: registry search and browse, and the
//   Following feed of 50 members (community-targets.ts), p99 under 50 ms on Postgres.
// - through the host's nginx (through-host.ts, the bench's ports: scripts/bench/ports.mjs): 50
//   members' vehicle lists and details ('member'), members together, 80% reads and 20% writes
//   ('member' too), and the public reads of a car's page, its API answer, the showcase and a keeper
//   ('public'), at 100 connections on Postgres and PGlite, each beside the same run's bare nginx
//   static file and bare Fastify route in a process of its own, with the API's CPU per request.
// Every row prints its target with PASS or MISS, and its share of the bare route's req/s measured in
// the same run: the machine is shared, so runs on different days compare as that ratio.
// - 2,000 live notification streams open on the API process (BENCH_STREAMS), and GET /auth/user
//   and the vehicle list measured beside them and just before without them (open-streams.ts).
// On a throwaway PostgreSQL cluster (PGlite alone when none can be started), then PGlite to compare.
// To iterate on a few routes: BENCH_ONLY=registry,feed (words of the route names; 'bare', 'reminder
// scan', 'streams', 'member', 'public' name the others) and BENCH_ENGINES=postgres or
// pglite. In this process autocannon fires from a worker thread; the API, its pool (and PGlite)
// share the main thread.
// Before the stack's modules are loaded: they read their ports once.
import '../../scripts/bench/ports.mjs';
import Fastify from 'fastify';
import { AUTH_USER_ROUTE, benchEngine, type Engine } from './bench-engine.js';
import { GARAGE_LIST_ROUTE } from './garage-targets.js';
import {
  CONNECTIONS,
  DURATION_SECONDS,
  isSelected,
  measure,
  meetsTarget,
  printMeasurements,
  type Measurement,
  type Target,
  WARMUP_SECONDS,
} from './measure.js';
import { benchThroughHost } from './through-host.js';
import { benchReminderScan } from './reminder-scan.js';
import {
  startThrowawayPostgres,
  type PostgresServer,
} from '../../scripts/lib/throwaway-postgres.mjs';

/**
 * Targets on PostgreSQL: the members' garage routes (docs/figures.md), and the registry and
 * Following feed (p99 under 50 ms; community-targets.ts).
 */
function postgresTarget(row: Measurement): Target | undefined {
  if (row.name === 'POST /vehicles/:id/maintenance') return { minRps: 2_000, maxP99Ms: 40 };
  if (row.name === GARAGE_LIST_ROUTE) return { maxP99Ms: 20 };
  if (row.name === 'GET /vehicles/:id') return { maxP99Ms: 15 };
  if (['/registry', '/community/feed'].some((path) => row.name.includes(path)))
    return { maxP99Ms: 49 };
  return undefined;
}

const BARE_ROUTE = 'bare Fastify route';
const REMINDER_SCAN = 'reminder scan';
const ENGINES = (process.env.BENCH_ENGINES ?? 'postgres,pglite').toLowerCase();

async function measureBareRoute(): Promise<Measurement> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ data: { ok: true } }));
  try {
    return await measure({
      name: BARE_ROUTE,
      url: `${await bare.listen({ port: 0, host: '127.0.0.1' })}/bare`,
    });
  } finally {
    await bare.close();
  }
}

async function startPostgresOrExplain(): Promise<PostgresServer | null> {
  try {
    return await startThrowawayPostgres();
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    console.log(`PostgreSQL could not be started (${reason}); running on PGlite only.`);
    return null;
  }
}

const postgres = ENGINES.includes('postgres') ? await startPostgresOrExplain() : null;
// An interrupted run still stops its cluster.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void (postgres?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

const engines: Engine[] = [
  ...(postgres ? [{ label: `PostgreSQL ${postgres.version}`, databaseUrl: postgres.url }] : []),
  ...(ENGINES.includes('pglite') || !postgres ? [{ label: 'PGlite', databaseUrl: null }] : []),
];
let failures = 0;
let targetMissed = false;
try {
  console.log(
    `${CONNECTIONS} connections, ${DURATION_SECONDS} s per route after ${WARMUP_SECONDS} s of warm-up\n`,
  );
  const baseline = isSelected(BARE_ROUTE) ? await measureBareRoute() : null;
  for (const engine of engines) {
    const rows = await benchEngine(engine);
    const isTargetEngine = engine === engines[0] && postgres !== null;
    const targetOf = isTargetEngine ? postgresTarget : () => undefined;
    printMeasurements(engine.label, baseline ? [baseline, ...rows] : rows, targetOf, baseline);
    const authUser = rows.find((row) => row.name === AUTH_USER_ROUTE);
    if (authUser && baseline) {
      const ratio = authUser.requestsPerSecond / baseline.requestsPerSecond;
      console.log(
        `${AUTH_USER_ROUTE} runs at ${(ratio * 100).toFixed(1)}% of the bare route's throughput.`,
      );
    }
    failures += rows.reduce((sum, row) => sum + row.failures, 0);
    if (isTargetEngine) {
      targetMissed = rows.some((row) => {
        const target = targetOf(row);
        return target !== undefined && !meetsTarget(row, target);
      });
    }
  }
  // A member's figures and public reads, through the host's nginx (through-host.ts).
  const pglite = engines.some((engine) => engine.databaseUrl === null);
  if (await benchThroughHost({ postgresUrl: postgres?.url ?? null, pglite })) targetMissed = true;
  // The reminder scan at scale, 100,000 reminders (bench/reminder-scan.ts).
  if (postgres && isSelected(REMINDER_SCAN))
    await benchReminderScan(postgres.url, `PostgreSQL ${postgres.version}`);
} finally {
  await postgres?.stop();
}

if (failures > 0) console.log(`\n${failures} requests failed: these figures are not a result.`);
console.log(
  targetMissed ? '\nA target was missed (MISS above).' : '\nEvery target measured was met.',
);
// Failed requests make the run fail; a missed target is a figure to read, not a broken bench.
if (failures > 0) process.exitCode = 1;
