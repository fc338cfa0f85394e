import autocannon, { type Request } from 'autocannon';
import { toMeasurement, type Measurement } from '../../scripts/bench/load.mjs';
import { handlersSettled } from './handlers-in-flight.js';

export type { Measurement };

export const CONNECTIONS = 50;
export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/**
 * Each route is first driven this long, unmeasured: the figures are the steady state a running
 * server is in, not V8 compiling the route's code and the pool opening its connections.
 */
export const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
/**
 * BENCH_ONLY=registry,feed measures only the routes whose name contains one of these words (and
 * seeds only what they need); unset, every route. For iterating on one route without the others.
 */
const ONLY = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((word) => word.trim().toLowerCase())
  .filter(Boolean);

export const isSelected = (name: string) =>
  ONLY.length === 0 || ONLY.some((word) => name.toLowerCase().includes(word));

export interface LoadTarget {
  name: string;
  /** Origin and path; `requests` paths, when given, replace the path. */
  url: string;
  headers?: Record<string, string>;
  requests?: Request[];
}

export async function measure({
  name,
  url,
  headers = {},
  requests,
}: LoadTarget): Promise<Measurement> {
  const run = (duration: number) =>
    autocannon({ url, connections: CONNECTIONS, duration, headers, requests, workers: 1 });
  if (WARMUP_SECONDS > 0) {
    await run(WARMUP_SECONDS);
    await handlersSettled();
  }
  const result = await run(DURATION_SECONDS);
  await handlersSettled();
  return toMeasurement(name, result);
}

/** A figure to reach: at least `minRps` requests/s (when given) with p99 at most `maxP99Ms`. */
export interface Target {
  minRps?: number;
  maxP99Ms: number;
}

export const describeTarget = ({ minRps, maxP99Ms }: Target) =>
  `${minRps ? `>= ${minRps.toLocaleString('en')} req/s, ` : ''}p99 <= ${maxP99Ms} ms`;

/** Only a clean run can meet it: a route that failed or answered nothing has no p99 to speak of. */
export const meetsTarget = (row: Measurement, { minRps = 0, maxP99Ms }: Target) =>
  row.failures === 0 && row.requestsPerSecond >= minRps && row.p99 <= maxP99Ms;

/**
 * Prints the rows with each one's target and PASS or MISS, and the share of the bare Fastify
 * route's throughput measured in the same run: the machine is shared, so runs on different days
 * compare as that ratio.
 */
export function printMeasurements(
  title: string,
  rows: Measurement[],
  targetOf: (row: Measurement) => Target | undefined = () => undefined,
  bare?: Measurement | null,
): void {
  // A run narrowed with BENCH_ONLY may measure nothing of a table.
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  console.table(
    rows.map((row) => {
      const target = targetOf(row);
      return {
        route: row.name,
        'req/s': Math.round(row.requestsPerSecond),
        'p50 ms': row.p50,
        'p99 ms': row.p99,
        ...(bare && {
          '% of bare': `${((100 * row.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)}`,
        }),
        'non-2xx/errors': row.failureDetail || 0,
        target: target ? describeTarget(target) : '',
        '': target ? (meetsTarget(row, target) ? 'PASS' : 'MISS') : '',
      };
    }),
  );
}
