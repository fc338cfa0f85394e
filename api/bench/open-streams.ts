// Live notification streams under load (docs/adr/0007): BENCH_STREAMS (2,000) members each open
// their notification stream on the one API process (loopback), then other routes are measured with
// those streams open, next to the same routes measured just before without them. Each stream is a
// socket at both ends here (client and API share this process): the run needs `ulimit -n` of about
// twice the streams, and says so before it starts. BENCH_ONLY=streams runs only this scenario.
import { readFile } from 'node:fs/promises';
import { Agent, request, type ClientRequest } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { measure, type LoadTarget, type Measurement } from './measure.js';

export const OPEN_STREAMS = 'open streams';
const STREAM_COUNT = Number(process.env.BENCH_STREAMS ?? 2000);
/** Tokens issued at once while seeding: a share of the pool, as a busy sign-in hour would. */
const ISSUE_BATCH = 50;
/** A stream without headers by then counts as not opened (and the run as failed). */
const OPEN_TIMEOUT_MS = 60_000;

interface HeldStream {
  request: ClientRequest;
  status: number;
  /** Milliseconds from the request to its answer's headers. */
  openedInMs: number;
  closedEarly: boolean;
}

async function openFileLimit(): Promise<number | null> {
  try {
    const limits = await readFile('/proc/self/limits', 'utf8');
    const soft = /^Max open files\s+(\d+|unlimited)/m.exec(limits)?.[1];
    return soft === undefined || soft === 'unlimited' ? null : Number(soft);
  } catch {
    return null; // not Linux: nothing to check against
  }
}

/** STREAM_COUNT members, straight into the table, and a session token each. */
async function createStreamingMembers(app: FastifyInstance, db: Db): Promise<string[]> {
  const { rows } = await sql<{ id: string }>`
    insert into users (email, username, email_verified_at, consented_at, updated_at)
    select 'listener' || g || '@bench.test', 'listener_' || g, now(), now(), now()
    from generate_series(1, ${STREAM_COUNT}) g
    returning id`.execute(db);
  const tokens: string[] = [];
  for (let start = 0; start < rows.length; start += ISSUE_BATCH) {
    const batch = rows.slice(start, start + ISSUE_BATCH);
    tokens.push(...(await Promise.all(batch.map((row) => app.tokens.issue(row.id)))));
  }
  return tokens;
}

function openStream(agent: Agent, apiUrl: string, token: string): Promise<HeldStream> {
  const started = performance.now();
  return new Promise((resolve) => {
    const held: HeldStream = {
      request: request(`${apiUrl}/api/v1/notifications/stream`, {
        agent,
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      }),
      status: 0,
      openedInMs: 0,
      closedEarly: false,
    };
    held.request.on('response', (response) => {
      held.status = response.statusCode ?? 0;
      held.openedInMs = performance.now() - started;
      response.resume(); // the events are not read here, only kept flowing
      response.on('close', () => {
        held.closedEarly = true;
      });
      resolve(held);
    });
    held.request.on('error', () => resolve(held));
    held.request.setTimeout(OPEN_TIMEOUT_MS, () => {
      if (held.status === 0) held.request.destroy();
    });
    held.request.end();
  });
}

const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

export async function benchOpenStreams(
  app: FastifyInstance,
  db: Db,
  apiUrl: string,
  others: LoadTarget[],
): Promise<Measurement[]> {
  const fileLimit = await openFileLimit();
  const needed = STREAM_COUNT * 2 + 500;
  if (fileLimit !== null && fileLimit < needed)
    throw new Error(
      `${STREAM_COUNT} streams need about ${needed} open files in this process (ulimit -n is ${fileLimit}): raise it, or set BENCH_STREAMS lower`,
    );
  const seeding = performance.now();
  const tokens = await createStreamingMembers(app, db);
  console.log(
    `${OPEN_STREAMS}: ${tokens.length} members signed in in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
  );
  const rows: Measurement[] = [];
  for (const target of others)
    rows.push(await measure({ ...target, name: `${target.name}, no stream open` }));

  const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
  const opening = performance.now();
  const streams = await Promise.all(tokens.map((token) => openStream(agent, apiUrl, token)));
  const openingSeconds = (performance.now() - opening) / 1000;
  const openedInMs = streams
    .filter((stream) => stream.status === 200)
    .map((stream) => stream.openedInMs)
    .sort((a, b) => a - b);
  const refused = streams.length - openedInMs.length;
  const openingRow: Measurement = {
    name: `${OPEN_STREAMS}: ${STREAM_COUNT.toLocaleString('en-GB')} at once, time to headers`,
    requestsPerSecond: streams.length / openingSeconds,
    p50: Math.round(percentile(openedInMs, 0.5)),
    p99: Math.round(percentile(openedInMs, 0.99)),
    failures: refused,
    failureDetail: refused > 0 ? `not opened x ${refused}` : '',
    cpuMsPerRequest: null,
    nginxCpuMsPerRequest: null,
  };
  rows.push(openingRow);
  try {
    for (const target of others) {
      rows.push(
        await measure({
          ...target,
          name: `${target.name}, ${openedInMs.length.toLocaleString('en-GB')} streams open`,
        }),
      );
    }
    const stillOpen = streams.filter((stream) => stream.status === 200 && !stream.closedEarly);
    console.log(
      `${OPEN_STREAMS}: ${openedInMs.length} of ${STREAM_COUNT} opened in ${openingSeconds.toFixed(1)} s; ${stillOpen.length} still open after the measurements`,
    );
    const lost = openedInMs.length - stillOpen.length;
    if (lost > 0) {
      openingRow.failures += lost;
      openingRow.failureDetail = [openingRow.failureDetail, `closed early x ${lost}`]
        .filter(Boolean)
        .join(', ');
    }
  } finally {
    for (const stream of streams) stream.request.destroy();
    agent.destroy();
    // The API sees each end on its next turn; its streams are gone before the app closes.
    await sleep(500);
  }
  return rows;
}
