// npm run bench -w api: GET /api/v1/auth/user (token check + one query) beside a bare Fastify route,
// both at 50 connections for 10 s, in one process on PGlite. Prints req/s, p50, p99 and their ratio.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createDatabase, migrateToLatest } from '../src/db/database.js';
import { createMailer } from '../src/mail/mailer.js';
import { hashPassword } from '../src/security/passwords.js';

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

interface Measurement {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

async function measure(
  name: string,
  url: string,
  headers: Record<string, string> = {},
): Promise<Measurement> {
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    headers,
  });
  const non2xx = result.non2xx + result.errors;
  return {
    name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: non2xx,
  };
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'vg-bench-'));
const { config } = loadConfig({
  ...process.env,
  LOG_LEVEL: 'warn',
  PGLITE_DIR: dataDir,
  DATABASE_URL: '',
});
const db = createDatabase(config);
await migrateToLatest(db);
const user = await db
  .insertInto('users')
  .values({
    email: 'bench@example.test',
    username: 'bench',
    password_hash: await hashPassword('bench-password-1'),
    consented_at: new Date(),
    updated_at: new Date(),
  })
  .returning('id')
  .executeTakeFirstOrThrow();

const app = await buildApp({
  config,
  db,
  mailer: createMailer({ smtpUrl: null, from: config.mailFrom }),
});
const token = await app.tokens.issue(user.id);
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });

const bare = Fastify({ logger: false });
bare.get('/bare', async () => ({ data: { ok: true } }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

try {
  console.log(`${CONNECTIONS} connections, ${DURATION_SECONDS} s each, PGlite\n`);
  const baseline = await measure('bare Fastify route', `${bareUrl}/bare`);
  const authUser = await measure('GET /api/v1/auth/user', `${apiUrl}/api/v1/auth/user`, {
    authorization: `Bearer ${token}`,
  });
  console.table(
    [baseline, authUser].map((row) => ({
      route: row.name,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'non-2xx/errors': row.errors,
    })),
  );
  const ratio = authUser.requestsPerSecond / baseline.requestsPerSecond;
  console.log(
    `GET /api/v1/auth/user runs at ${(ratio * 100).toFixed(1)}% of the bare route's throughput (ratio ${ratio.toFixed(3)}).`,
  );
  if (authUser.errors > 0) process.exitCode = 1;
} finally {
  await bare.close();
  await app.close();
  await db.destroy();
  await rm(dataDir, { recursive: true, force: true });
}
