// A sale dossier of a car with a very long history (docs/figures.md, docs/security.md T42): 1,000
// maintenance records, each with a 20,000-character note. Printed: the time to answer the dossier
// and the latency of GET /api/v1/health/live, asked every 20 ms over HTTP while it is made (from
// when each check was due, so a held event loop shows however it holds it). Three dossiers: with
// the notes (past the page budget: refused), without them (made), and with the notes under a
// budget lifted out of the way (the whole document, to see what the budget spares). A bench prints
// figures; it is not a timed test. Run on its own:
//   npx tsx --conditions=vg-source bench/dossier-long-history.ts          (from api/)
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { DossierBudget } from '../src/features/garage/dossiers/dossier-budget.js';
import { createMailer } from '../src/mail/mailer.js';
import { insertBenchMember, openBenchDatabase } from './bench-database.js';
import { insertLongHistory } from '../test/garage/long-history.js';

const RECORDS = 1_000;
const NOTE = 20_000;
const PROBE_EVERY_MS = 20;
const MB = 1024 * 1024;
const LIFTED: Partial<DossierBudget> = { maxPages: 100_000, seconds: 600, memoryMb: 2048 };

const { config, db, close } = await openBenchDatabase('dossier-history-bench');
const apps: FastifyInstance[] = [];

async function start(dossierBudget?: Partial<DossierBudget>): Promise<string> {
  const app = await buildApp({
    config,
    db,
    mailer: createMailer({ smtpUrl: null, from: config.mailFrom }),
    rateLimits: { dossiersPerMember: { max: 100, windowMs: 60 * 60 * 1000 } },
    dossierBudget,
  });
  apps.push(app);
  return app.listen({ host: '127.0.0.1', port: 0 });
}

/** Asks for liveness every PROBE_EVERY_MS until `done`; each lateness counted from when it was due. */
async function probeLiveness(origin: string, done: () => boolean): Promise<number[]> {
  const lateness: number[] = [];
  let due = performance.now();
  while (!done()) {
    const answer = await fetch(`${origin}/api/v1/health/live`);
    if (answer.status !== 200) throw new Error(`health/live: ${answer.status}`);
    await answer.arrayBuffer();
    const answered = performance.now();
    lateness.push(answered - due);
    due = answered + PROBE_EVERY_MS;
    await sleep(PROBE_EVERY_MS);
  }
  return lateness;
}

async function measure(
  name: string,
  origin: string,
  request: { url: string; headers: Record<string, string>; body: object },
): Promise<void> {
  global.gc?.();
  let finished = false;
  const started = performance.now();
  const made = fetch(`${origin}${request.url}`, {
    method: 'POST',
    headers: { ...request.headers, 'content-type': 'application/json' },
    body: JSON.stringify(request.body),
  }).then(async (answer) => {
    const body = Buffer.from(await answer.arrayBuffer());
    finished = true;
    return { status: answer.status, body, seconds: (performance.now() - started) / 1000 };
  });
  const lateness = await probeLiveness(origin, () => finished);
  const { status, body, seconds } = await made;
  const sorted = [...lateness].sort((a, b) => a - b);
  const what =
    status === 201
      ? `PDF ${(body.length / MB).toFixed(1)} MB, ${body.toString('latin1').match(/\/Type \/Page\b/g)?.length ?? 0} pages`
      : `"${(JSON.parse(body.toString()) as { error: { message: string } }).error.message}"`;
  console.log(
    `${name}: ${status} in ${seconds.toFixed(2)} s (${what}); /health/live asked ${lateness.length} times, max ${sorted.at(-1)!.toFixed(0)} ms, median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms`,
  );
}

try {
  const origin = await start();
  const userId = await insertBenchMember(db, {
    email: 'history-bench@example.test',
    username: 'history_bench',
  });
  const headers = { authorization: `Bearer ${await apps[0]!.tokens.issue(userId)}` };
  const created = await fetch(`${origin}/api/v1/vehicles`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      identifierKind: 'chassis',
      identifier: '875026',
      make: 'Jaguar',
      model: 'E-Type',
      modelYear: 1963,
      odometerUnit: 'mi',
    }),
  });
  if (created.status !== 201) throw new Error(`vehicle: ${await created.text()}`);
  const vehicleId = ((await created.json()) as { data: { id: string } }).data.id;
  await insertLongHistory(db, { userId, vehicleId }, RECORDS, NOTE);
  console.log(
    `seeded a car with ${RECORDS} records of ${NOTE.toLocaleString('en')}-character notes`,
  );

  const url = `/api/v1/vehicles/${vehicleId}/dossiers`;
  await measure('with notes, default budget', origin, { url, headers, body: { notes: true } });
  await measure('without notes, default budget', origin, { url, headers, body: { notes: false } });
  const lifted = await start(LIFTED);
  await measure('with notes, budget lifted', lifted, { url, headers, body: { notes: true } });
} finally {
  for (const app of apps) await app.close();
  await close();
}
