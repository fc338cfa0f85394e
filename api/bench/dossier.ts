// The sale dossier's figure (docs/figures.md): a car with 300 maintenance records (two
// parts each), 20 modifications, 6 keepers and 24 photos makes its dossier in at most 3 s, the API
// process's memory (RSS) rising by at most 100 MB while it does. On PGlite, in this process (the API
// is this process: its RSS is what is measured). Run on its own:
//   npx tsx --conditions=vg-source bench/dossier.ts          (from api/)
// DOSSIER_PDF_OUT=/tmp/dossier.pdf keeps the last PDF, to look at its pages (pdftoppm -png).
import { writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { buildApp } from '../src/app.js';
import { createMailer } from '../src/mail/mailer.js';
import { insertBenchMember, openBenchDatabase } from './bench-database.js';
import { multipart } from '../test/garage/garage-fixtures.js';

const RECORDS = 300;
const MODIFICATIONS = 20;
const KEEPERS = 6;
const PHOTOS = 24;
const RUNS = 3;
const CATEGORIES = ['service', 'repair', 'inspection', 'restoration'] as const;
const TARGET_SECONDS = 3;
const TARGET_RSS_MB = 100;
const DAY_MS = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;

const { config, db, close } = await openBenchDatabase('dossier-bench');
const app = await buildApp({
  config,
  db,
  mailer: createMailer({ smtpUrl: null, from: config.mailFrom }),
});

/** A photograph-like picture: smooth shapes with grain, so it compresses as a real one does. */
async function photo(index: number): Promise<Buffer> {
  const hue = (index * 37) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="hsl(${hue},40%,70%)"/><stop offset="1" stop-color="hsl(${hue},30%,35%)"/>
    </linearGradient></defs>
    <rect width="2400" height="1600" fill="url(#sky)"/>
    <rect x="300" y="800" width="1800" height="420" rx="180" fill="hsl(${(hue + 180) % 360},50%,30%)"/>
    <circle cx="700" cy="1220" r="170" fill="#222"/><circle cx="1700" cy="1220" r="170" fill="#222"/>
  </svg>`;
  const grain = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 12 },
    },
  })
    .png()
    .toBuffer();
  return sharp(Buffer.from(svg))
    .composite([{ input: grain, blend: 'soft-light' }])
    .jpeg({ quality: 88 })
    .toBuffer();
}

async function seed(
  headers: Record<string, string>,
  userId: string,
): Promise<{ vehicleId: string; photoIds: string[] }> {
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/vehicles',
    headers,
    payload: {
      identifierKind: 'chassis',
      identifier: '875026',
      make: 'Jaguar',
      model: 'E-Type',
      variant: 'Series 1 3.8',
      modelYear: 1963,
      odometerUnit: 'mi',
    },
  });
  if (created.statusCode !== 201) throw new Error(`vehicle: ${created.body}`);
  const vehicleId = (created.json() as { data: { id: string } }).data.id;
  const records = await db
    .insertInto('maintenance_records')
    .values(
      Array.from({ length: RECORDS }, (_, index) => ({
        user_id: userId,
        vehicle_id: vehicleId,
        performed_on: new Date(Date.now() - (RECORDS - index) * 20 * DAY_MS)
          .toISOString()
          .slice(0, 10),
        odometer: 20_000 + index * 180,
        category: CATEGORIES[index % CATEGORIES.length]!,
        title: `Work ${index + 1}: oil, filters, points and plugs; timing checked`,
        notes: 'Ran well on the road test afterwards; small weep from the rocker cover gasket.',
        performed_by: 'shop' as const,
        shop_name: 'Marque Motors of Coventry',
        parts_cost: 64.5,
        labour_cost: 120,
        total_cost: 184.5,
        currency: 'GBP',
      })),
    )
    .returning('id')
    .execute();
  await db
    .insertInto('maintenance_parts')
    .values(
      records.flatMap(({ id }) => [
        {
          record_id: id,
          position: 0,
          description: 'Oil filter element',
          part_number: 'GFE 166',
          brand: 'Unipart',
          quantity: 1,
          unit_cost: 12.5,
        },
        {
          record_id: id,
          position: 1,
          description: 'Spark plug',
          part_number: 'N5C',
          brand: 'Champion',
          quantity: 6,
          unit_cost: 4.5,
        },
      ]),
    )
    .execute();
  await db
    .insertInto('modifications')
    .values(
      Array.from({ length: MODIFICATIONS }, (_, index) => ({
        user_id: userId,
        vehicle_id: vehicleId,
        title: `Modification ${index + 1}: electronic ignition`,
        description: 'Points replaced by an electronic module hidden under the distributor cap.',
        system: 'ignition' as const,
        performed_on: new Date(Date.now() - index * 90 * DAY_MS).toISOString().slice(0, 10),
        reversible: true,
        original_retained: true,
      })),
    )
    .execute();
  await db
    .insertInto('ownership_periods')
    .values(
      Array.from({ length: KEEPERS }, (_, index) => ({
        user_id: userId,
        vehicle_id: vehicleId,
        owner_name: `Keeper number ${index + 1}`,
        place: 'Warwickshire',
        from_date: `${1963 + index * 10}-01-01`,
        from_precision: 'year' as const,
      })),
    )
    .execute();
  const photoIds: string[] = [];
  for (let batch = 0; batch < PHOTOS / 8; batch += 1) {
    const parts = await Promise.all(
      Array.from({ length: 8 }, async (_, index) => ({
        field: 'file',
        filename: `car-${batch * 8 + index}.jpg`,
        contentType: 'image/jpeg',
        content: await photo(batch * 8 + index),
      })),
    );
    const body = multipart(parts);
    const uploaded = await app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/photos`,
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    photoIds.push(...(uploaded.json() as { data: { id: string }[] }).data.map((photo) => photo.id));
  }
  return { vehicleId, photoIds };
}

try {
  const userId = await insertBenchMember(db, {
    email: 'bench@example.test',
    username: 'dossier_bench',
  });
  const headers = { authorization: `Bearer ${await app.tokens.issue(userId)}` };
  const { vehicleId, photoIds } = await seed(headers, userId);
  console.log(
    `seeded a car with ${RECORDS} records, ${MODIFICATIONS} modifications, ${KEEPERS} keepers and ${photoIds.length} photos`,
  );

  let failed = false;
  for (let run = 1; run <= RUNS; run += 1) {
    global.gc?.();
    const before = process.memoryUsage.rss();
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
    const started = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/dossiers`,
      headers,
      payload: { paper: 'A4', costs: true, notes: true, photoIds },
    });
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage.rss());
    const riseMb = (peak - before) / MB;
    if (res.statusCode !== 201)
      throw new Error(`dossier: ${res.statusCode} ${res.body.slice(0, 300)}`);
    const ok = seconds <= TARGET_SECONDS && riseMb <= TARGET_RSS_MB;
    failed ||= !ok;
    console.log(
      `run ${run}: ${seconds.toFixed(2)} s, PDF ${(res.rawPayload.length / MB).toFixed(1)} MB, RSS ${(before / MB).toFixed(0)} -> peak ${(peak / MB).toFixed(0)} MB (rise ${riseMb.toFixed(0)} MB) ${ok ? 'within' : 'OVER'} target (${TARGET_SECONDS} s, ${TARGET_RSS_MB} MB)`,
    );
    if (process.env.DOSSIER_PDF_OUT) await writeFile(process.env.DOSSIER_PDF_OUT, res.rawPayload);
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  await app.close();
  await close();
}
