// The API's own clock during a run through the host: per route, how long the API took from a
// request reaching it to its answer, read from its latency histogram (GET /api/v1/metrics) before
// and after the run. The mix's own figures are the client's, through the host; this shows which
// route makes their tail.
import { randomBytes } from 'node:crypto';

/** Given to the API the bench starts (METRICS_TOKEN), so the bench may read its metrics. */
export const METRICS_TOKEN = randomBytes(16).toString('hex');

/** "GET /api/v1/vehicles/:id" -> upper bound in seconds -> answers within it (all statuses). */
export type ApiClock = Map<string, Map<number, number>>;

const BUCKET = /^http_request_duration_seconds_bucket\{(.*)\} (\d+(?:\.\d+)?)$/;
const LABEL = /(\w+)="([^"]*)"/g;
const SHOWN_BOUNDS_MS = [25, 50, 100];

export async function readApiClock(origin: string): Promise<ApiClock> {
  const answer = await fetch(`${origin}/api/v1/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  if (!answer.ok) throw new Error(`GET /api/v1/metrics: ${answer.status}`);
  const clock: ApiClock = new Map();
  for (const line of (await answer.text()).split('\n')) {
    const match = BUCKET.exec(line);
    if (!match) continue;
    const labels = Object.fromEntries([...match[1]!.matchAll(LABEL)].map(([, k, v]) => [k, v]));
    const route = `${labels.method} ${labels.route}`;
    const bound = labels.le === '+Inf' ? Infinity : Number(labels.le);
    const counts = clock.get(route) ?? new Map<number, number>();
    counts.set(bound, (counts.get(bound) ?? 0) + Number(match[2]));
    clock.set(route, counts);
  }
  return clock;
}

/** Per route answered between the two readings: how many, and the share within each bound. */
export function printApiClock(name: string, before: ApiClock, after: ApiClock): void {
  const rows = [...after]
    .filter(([route]) => !route.endsWith('/metrics'))
    .map(([route, counts]) => {
      const answered = (bound: number) =>
        (counts.get(bound) ?? 0) - (before.get(route)?.get(bound) ?? 0);
      const total = answered(Infinity);
      const within = SHOWN_BOUNDS_MS.map((ms) => [
        `within ${ms} ms`,
        total ? `${((100 * answered(ms / 1000)) / total).toFixed(1)}%` : '-',
      ]);
      return { route, answered: total, ...Object.fromEntries(within) };
    })
    .filter((row) => row.answered > 0)
    .sort((a, b) => b.answered - a.answered);
  console.log(`\n${name}, by the API's own clock (from a request reaching it to its answer):`);
  console.table(rows);
}
