import { createHash } from 'node:crypto';
import { Writable } from 'node:stream';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArchiveImport } from '@vg/contract';
import { accountArchiveEntries } from '../../src/features/profile/export/build-archive.js';
import { writeZip, type ZipEntry } from '../../src/features/profile/export/write-zip.js';
import {
  createVehicle,
  multipart,
  preWarCar,
  uploadDocument,
  uploadPhoto,
} from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';

// A whole-account archive (Export everything's ZIP) imported into another account
// (docs/product.md#importing-history): every car with its records, parts, keepers, costs, photos
// and papers byte for byte; the same archive again adds none of its cars; a bad file writes nothing.

let ctx: TestContext;
let keeper: TestUser;
let archive: Buffer;
let invoice: Buffer;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function zipOf(entries: AsyncIterable<ZipEntry>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk);
      done();
    },
  });
  await writeZip(entries, sink);
  return Buffer.concat(chunks);
}

const send = (
  who: TestUser | null,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => ctx.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

async function importArchive(who: TestUser, bytes: Buffer, filename = 'vintage-garage-export.zip') {
  const body = multipart([
    { field: 'file', filename, contentType: 'application/zip', content: bytes },
  ]);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/imports',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
}

beforeAll(async () => {
  ctx = await createTestApp();
  keeper = await createUser(ctx);
  const car = (
    await createVehicle(ctx, keeper, {
      ...preWarCar,
      visibility: 'public',
      story: 'Bought in 1994.',
    })
  ).id;
  const base = `/api/v1/vehicles/${car}`;
  const record = await send(keeper, 'POST', `${base}/maintenance`, {
    performedOn: '1998-03-10',
    category: 'repair',
    title: 'Carburettors rebuilt',
    odometer: 61_200,
    currency: 'GBP',
    parts: [{ description: 'Needle valve', partNumber: 'AUC 1234', quantity: 2, unitCost: 12.5 }],
  });
  expect(record.statusCode, record.body).toBe(201);
  const recordId = record.json().data.id as string;
  for (const [path, body] of [
    ['modifications', { title: 'Electronic ignition', system: 'ignition', status: 'completed' }],
    ['ownership', { ownerName: 'Major A. Smith', fromDate: '1971-01-01', fromPrecision: 'year' }],
    ['costs', { kind: 'insurance', date: '2024-03-01', amount: 310, currency: 'GBP' }],
    ['fuel', { date: '2024-03-02', odometer: 61_300, volume: 40, volumeUnit: 'litre' }],
    ['valuations', { date: '2024-03-03', amount: 38_000, currency: 'GBP', kind: 'agreed' }],
    ['condition-reports', { date: '2024-03-04', condition: 'driver' }],
  ] as const) {
    const res = await send(keeper, 'POST', `${base}/${path}`, body);
    expect(res.statusCode, `${path}: ${res.body}`).toBe(201);
  }
  const image = await sharp({
    create: { width: 64, height: 48, channels: 3, background: '#1f4d3a' },
  })
    .jpeg()
    .toBuffer();
  const photo = await uploadPhoto(ctx, keeper, car, image);
  expect(photo.statusCode, photo.body).toBe(201);
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  pdf
    .addPage([595, 842])
    .drawText('Invoice: carburettors rebuilt', { x: 50, y: 780, size: 12, font });
  invoice = Buffer.from(await pdf.save());
  const paper = await uploadDocument(ctx, keeper, car, invoice, 'invoice.pdf', {
    kind: 'invoice',
    maintenanceRecordId: recordId,
  });
  expect(paper.statusCode, paper.body).toBe(201);
  archive = await zipOf(
    accountArchiveEntries(ctx.db, keeper.user.id, ctx.app.config.jwtSecret, async () => {}),
  );
});
afterAll(() => ctx.close());

describe('an archive imported into another account', () => {
  it('brings every car with its records, parts, keepers, costs, photos and papers byte for byte', async () => {
    const other = await createUser(ctx);
    const res = await importArchive(other, archive);
    expect(res.statusCode, res.body).toBe(201);
    const data = res.json().data as ArchiveImport;
    expect(data.cars).toEqual([
      {
        title: expect.stringContaining('Bentley'),
        vehicleId: expect.any(String),
        alreadyImported: false,
        added: {
          maintenance: 1,
          modifications: 1,
          ownership: 1,
          costs: 1,
          fuel: 1,
          valuations: 1,
          conditionReports: 1,
          photos: 1,
          papers: 1,
        },
        refused: [],
      },
    ]);
    const vehicleId = data.cars[0]!.vehicleId!;
    const car = (await send(other, 'GET', `/api/v1/vehicles/${vehicleId}`)).json().data;
    // Arrives private, whatever it was where it came from.
    expect(car).toMatchObject({
      make: 'Bentley',
      model: '3 Litre',
      visibility: 'private',
      story: 'Bought in 1994.',
    });
    const records = (await send(other, 'GET', `/api/v1/vehicles/${vehicleId}/maintenance`)).json()
      .data;
    expect(records).toMatchObject([
      {
        title: 'Carburettors rebuilt',
        performedOn: '1998-03-10',
        odometer: 61_200,
        parts: [
          { description: 'Needle valve', partNumber: 'AUC 1234', quantity: 2, unitCost: 12.5 },
        ],
      },
    ]);
    const papers = await ctx.db
      .selectFrom('vehicle_documents')
      .select(['content', 'sha256', 'maintenance_record_id', 'kind'])
      .where('vehicle_id', '=', vehicleId)
      .execute();
    expect(papers).toHaveLength(1);
    expect(sha256(Buffer.from(papers[0]!.content))).toBe(sha256(invoice));
    expect(papers[0]).toMatchObject({
      sha256: sha256(invoice),
      maintenance_record_id: records[0].id,
      kind: 'invoice',
    });
    const photos = await ctx.db
      .selectFrom('vehicle_photos')
      .select('moderation_status')
      .where('vehicle_id', '=', vehicleId)
      .execute();
    expect(photos).toEqual([{ moderation_status: 'pending' }]);
    const keepers = (await send(other, 'GET', `/api/v1/vehicles/${vehicleId}/ownership`)).json()
      .data;
    expect(keepers).toMatchObject([{ ownerName: 'Major A. Smith', fromDate: '1971-01-01' }]);

    // The same archive again adds none of its cars.
    const again = await importArchive(other, archive);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.cars).toMatchObject([{ alreadyImported: true, vehicleId: null }]);
    const garage = (await send(other, 'GET', '/api/v1/vehicles')).json().data;
    expect(garage).toHaveLength(1);
  });

  it('leaves out what breaks a rule, saying which, and a paper whose bytes are not its fingerprint', async () => {
    const other = await createUser(ctx);
    const json = (value: unknown) => Buffer.from(JSON.stringify(value));
    async function* entries(): AsyncGenerator<ZipEntry> {
      yield { name: 'profile.json', data: json({ username: 'someone' }) };
      yield {
        name: 'vehicles/Alvis/vehicle.json',
        data: json({
          id: 'a1',
          identifierKind: 'none',
          make: 'Alvis',
          model: 'TD21',
          visibility: 'public',
        }),
      };
      yield {
        name: 'vehicles/Alvis/maintenance.json',
        data: json([
          { id: 'm1', performedOn: '2024-02-30', category: 'service', title: 'Oil' },
          {
            id: 'm2',
            performedOn: '2024-02-28',
            category: 'service',
            title: 'Plugs',
            reminderId: 'x',
          },
        ]),
      };
      yield {
        name: 'vehicles/Alvis/papers/papers.json',
        data: json([{ file: '001-invoice.pdf', title: 'Invoice', sha256: '0'.repeat(64) }]),
      };
      yield { name: 'vehicles/Alvis/papers/001-invoice.pdf', data: invoice };
      yield { name: 'vehicles/Broken/vehicle.json', data: json({ id: 'b1', make: 'Riley' }) };
    }
    const res = await importArchive(other, await zipOf(entries()));
    expect(res.statusCode, res.body).toBe(201);
    const [alvis, broken] = (res.json().data as ArchiveImport).cars;
    expect(alvis).toMatchObject({ title: 'Alvis TD21', added: { maintenance: 1, papers: 0 } });
    expect(alvis!.refused).toEqual([
      "paper 1 ('Invoice'): its file is not the one the archive fingerprinted",
      "maintenance record 1 ('Oil'): This day does not exist in the calendar.",
    ]);
    expect(broken).toMatchObject({
      vehicleId: null,
      refused: [expect.stringMatching(/^the car was not imported: /)],
    });
    const garage = (await send(other, 'GET', '/api/v1/vehicles')).json().data;
    expect(garage).toMatchObject([{ make: 'Alvis', visibility: 'private' }]);
  });

  it('refuses a file that is no archive, and a visitor', async () => {
    const other = await createUser(ctx);
    const csv = await importArchive(
      other,
      Buffer.from('Date,Work\r\n1998-03-04,Service\r\n'),
      'history.csv',
    );
    expect(csv.statusCode).toBe(415);
    expect(csv.json().error.fields.file).toBe(
      'Only the ZIP archive that Export everything makes can be imported here. “history.csv” is not one.',
    );
    const zip = await importArchive(
      other,
      await zipOf(
        (async function* () {
          yield { name: 'notes.txt', data: Buffer.from('hello') };
        })(),
      ),
    );
    expect(zip.statusCode).toBe(415);
    const body = multipart([{ field: 'file', filename: 'a.zip', content: archive }]);
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/imports',
      payload: body.payload,
      headers: body.headers,
    });
    expect(visitor.statusCode).toBe(401);
    expect(
      await ctx.db
        .selectFrom('vehicles')
        .select('id')
        .where('user_id', '=', other.user.id)
        .execute(),
    ).toEqual([]);
  });
});
