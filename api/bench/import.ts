// A 20,000-row spreadsheet imported into one car (docs/product.md#importing-history): the time
// and the API process's peak memory (RSS) of its upload and preview, and of its confirmation
// (written in the background), with how long a car's page and the health check take meanwhile. On
// PGlite, in this process (the API is this process: its RSS is what is measured). Run on its own:
//   npx tsx --conditions=vg-source bench/import.ts          (from api/)
// IMPORT_ROWS=5000 for another size.
import { buildApp } from '../src/app.js';
import { createMailer } from '../src/mail/mailer.js';
import { insertBenchMember, openBenchDatabase } from './bench-database.js';
import { multipart } from '../test/garage/garage-fixtures.js';

const ROWS = Number(process.env.IMPORT_ROWS ?? 20_000);
const MB = 1024 * 1024;
const WORK = ['Oil and filter', 'Grease the chassis', 'Set the points', 'New plugs', 'Brake shoes'];

const { config, db, close } = await openBenchDatabase('import-bench');
const app = await buildApp({
  config,
  db,
  mailer: createMailer({ smtpUrl: null, from: config.mailFrom }),
});

/** A keeper's log since 1960, a row every day or so, as Excel writes it in Britain. */
function spreadsheet(rows: number): string {
  const lines = ['Date,Work done,Mileage,Cost,Garage,Notes'];
  const start = Date.UTC(1960, 0, 1);
  for (let index = 0; index < rows; index += 1) {
    const day = new Date(start + index * 86_400_000 * 1.2);
    const date = `${String(day.getUTCDate()).padStart(2, '0')}/${String(day.getUTCMonth() + 1).padStart(2, '0')}/${day.getUTCFullYear()}`;
    const cost = `"£${(10 + (index % 300) * 1.37).toFixed(2)}"`;
    lines.push(
      `${date},${WORK[index % WORK.length]} ${index},${1000 + index * 12},${cost},Smiths of Ledbury,"Row ${index}, as noted"`,
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function measure<T>(what: string, run: () => Promise<T>): Promise<T> {
  global.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  try {
    return await run();
  } finally {
    clearInterval(sampler);
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `${what}: ${seconds.toFixed(2)} s, RSS +${((peak - before) / MB).toFixed(0)} MB (peak ${(peak / MB).toFixed(0)} MB)`,
    );
  }
}

try {
  const userId = await insertBenchMember(db, {
    email: 'bench@example.test',
    username: 'import_bench',
  });
  const headers = { authorization: `Bearer ${await app.tokens.issue(userId)}` };
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/vehicles',
    headers,
    payload: {
      identifierKind: 'chassis',
      identifier: '875026',
      make: 'Jaguar',
      model: 'E-Type',
      odometerUnit: 'mi',
    },
  });
  const vehicleId = (created.json() as { data: { id: string } }).data.id;
  const csv = spreadsheet(ROWS);
  console.log(
    `a ${ROWS.toLocaleString('en')}-row CSV of ${(Buffer.byteLength(csv) / MB).toFixed(1)} MB`,
  );
  const body = multipart([
    { field: 'file', filename: 'log.csv', contentType: 'text/csv', content: csv },
  ]);
  const preview = await measure('upload and preview', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/imports`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 201)
      throw new Error(`import: ${res.statusCode} ${res.body.slice(0, 300)}`);
    return (res.json() as { data: { id: string; counts: Record<string, number> } }).data;
  });
  console.log(`preview counts: ${JSON.stringify(preview.counts)}`);
  // The confirmation answers at once; the rows are written in the background, a batch of 500 per
  // transaction. Meanwhile a car's page is read (and the health check asked), one after another,
  // each timed: what another keeper's request waits while the import runs.
  const cheap = async (url: string) => {
    const started = performance.now();
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    return performance.now() - started;
  };
  const vehicleUrl = `/api/v1/vehicles/${vehicleId}`;
  const idle: number[] = [];
  for (let index = 0; index < 20; index += 1) idle.push(await cheap(vehicleUrl));
  const during = { vehicle: [] as number[], health: [] as number[], polls: [] as number[] };
  await measure('confirm and background writing, until imported', async () => {
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/imports/${preview.id}/confirm`,
      headers,
    });
    if (res.statusCode !== 202)
      throw new Error(`confirm: ${res.statusCode} ${res.body.slice(0, 300)}`);
    console.log(
      `confirm answered ${res.statusCode} in ${(performance.now() - started).toFixed(0)} ms`,
    );
    let lastPoll = 0;
    for (;;) {
      during.vehicle.push(await cheap(vehicleUrl));
      during.health.push(await cheap('/api/v1/health'));
      if (performance.now() - lastPoll < 1000) continue;
      // As the import screen does, once a second.
      const polled = performance.now();
      const state = await app.inject({
        method: 'GET',
        url: `/api/v1/imports/${preview.id}`,
        headers,
      });
      during.polls.push(performance.now() - polled);
      lastPoll = performance.now();
      const data = (state.json() as { data: { state: string; progress: number | null } }).data;
      if (data.state !== 'importing') {
        if (data.state !== 'imported') throw new Error(`import ended ${data.state}`);
        break;
      }
    }
  });
  const figures = (label: string, times: number[]) => {
    const sorted = [...times].sort((a, b) => a - b);
    const at = (share: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))]!;
    console.log(
      `${label}: ${sorted.length} requests, median ${at(0.5).toFixed(0)} ms, p95 ${at(0.95).toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`,
    );
  };
  figures("a car's GET, the API idle", idle);
  figures("a car's GET while the import is written", during.vehicle);
  figures('GET /api/v1/health while the import is written', during.health);
  figures("the import's own GET (its progress) while written", during.polls);
  await measure('undo', async () => {
    const res = await app.inject({
      method: 'DELETE',
      url: `/api/v1/imports/${preview.id}`,
      headers,
    });
    if (res.statusCode !== 204)
      throw new Error(`undo: ${res.statusCode} ${res.body.slice(0, 300)}`);
  });
} finally {
  await app.close();
  await close();
}
