import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, uploadDocument } from './garage-fixtures.js';

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let admin: TestUser;
let vehicleId: string;
let otherVehicleId: string;
let invoice: Buffer;

const heic = readFileSync(new URL('../fixtures/documents/phone-photo.heic', import.meta.url));
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

async function pdfWith(lines: string[], pages = 1, script?: string): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 0; page < pages; page += 1) {
    const sheet = pdf.addPage([595, 842]);
    lines.forEach((line, index) =>
      sheet.drawText(line, { x: 50, y: 780 - index * 20, size: 12, font }),
    );
  }
  if (script) pdf.addJavaScript('open', script);
  return Buffer.from(await pdf.save());
}

const call = (method: 'GET' | 'PATCH' | 'DELETE', url: string, who?: TestUser, payload?: object) =>
  ctx.app.inject({
    method,
    url,
    ...(who ? { headers: who.headers } : {}),
    ...(payload ? { payload } : {}),
  });

beforeAll(async () => {
  ctx = await createTestApp();
  [owner, stranger, admin] = await Promise.all([
    createUser(ctx),
    createUser(ctx),
    createAdmin(ctx),
  ]);
  vehicleId = (await createVehicle(ctx, owner)).id;
  otherVehicleId = (await createVehicle(ctx, owner)).id;
  invoice = await pdfWith([
    'Marque Specialists Ltd',
    'Invoice 1998-03-14',
    'Rebuild Weber 40 DCOE',
    'Total £412.50',
  ]);
});
afterAll(() => ctx.close());

describe('keeping a paper', () => {
  it('keeps the file byte for byte, with its details, its fingerprint and its pages', async () => {
    const res = await uploadDocument(ctx, owner, vehicleId, invoice, 'weber-invoice.pdf', {
      kind: 'invoice',
      title: 'Carburettor rebuild',
      date: '1998-03-14',
      note: 'Paid by cheque',
    });
    expect(res.statusCode).toBe(201);
    const document = res.json().data;
    expect(document).toMatchObject({
      vehicleId,
      kind: 'invoice',
      title: 'Carburettor rebuild',
      date: '1998-03-14',
      note: 'Paid by cheque',
      fileName: 'weber-invoice.pdf',
      mediaType: 'application/pdf',
      byteSize: invoice.length,
      sha256: sha256(invoice),
      pageCount: 1,
      reading: 'pending',
      thumbUrl: null,
    });

    const file = await ctx.app.inject({ method: 'GET', url: document.fileUrl });
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(sha256(invoice));
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe('attachment; filename="weber-invoice.pdf"');
    expect(file.headers['content-security-policy']).toMatch(/^sandbox; default-src 'none'/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
  });

  it('titles a paper by its file name, and files it as other, when the keeper says nothing', async () => {
    const res = await uploadDocument(ctx, owner, vehicleId, invoice, 'Logbook V5C 1971.pdf');
    expect(res.json().data).toMatchObject({ title: 'Logbook V5C 1971', kind: 'other', date: null });
  });

  it('keeps a phone’s HEIC and a TIFF scan as they are, judged by their content', async () => {
    const heicRes = await uploadDocument(ctx, owner, vehicleId, heic, 'IMG_2041.HEIC');
    expect(heicRes.statusCode).toBe(201);
    expect(heicRes.json().data).toMatchObject({
      mediaType: 'image/heic',
      sha256: sha256(heic),
      pageCount: null,
    });
    const tiff = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#eee' } })
      .tiff()
      .toBuffer();
    const tiffRes = await uploadDocument(ctx, owner, vehicleId, tiff, 'scan.pdf');
    expect(tiffRes.statusCode).toBe(201);
    expect(tiffRes.json().data.mediaType).toBe('image/tiff');
  });

  it('keeps a PDF carrying a script, and serves it only as a sandboxed download', async () => {
    const scripted = await pdfWith(['Brochure'], 1, 'app.alert("hello")');
    const res = await uploadDocument(ctx, owner, vehicleId, scripted, 'brochure.pdf');
    expect(res.statusCode).toBe(201);
    const file = await ctx.app.inject({ method: 'GET', url: res.json().data.fileUrl });
    expect(sha256(file.rawPayload)).toBe(sha256(scripted));
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);
    expect(file.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('what is refused, and why', () => {
  it('refuses a renamed executable by its content', async () => {
    const elf = Buffer.concat([
      Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
      Buffer.alloc(200),
    ]);
    const res = await uploadDocument(ctx, owner, vehicleId, elf, 'invoice.pdf');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.fields.file).toBe(
      'Only PDF, JPEG, PNG, WebP, HEIC and TIFF files can be kept as papers. “invoice.pdf” is not one.',
    );
  });

  it('refuses an empty file', async () => {
    const res = await uploadDocument(ctx, owner, vehicleId, Buffer.alloc(0), 'empty.pdf');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.file).toBe('This file is empty. “empty.pdf” has no content.');
  });

  it('refuses a file over 25 MB', async () => {
    const big = Buffer.concat([invoice, Buffer.alloc(25 * 1024 * 1024)]);
    const res = await uploadDocument(ctx, owner, vehicleId, big, 'huge.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json().error.fields.file).toBe('A document can be at most 25 MB.');
  });

  it('refuses a PDF of more pages than a paper may have', async () => {
    const res = await uploadDocument(
      ctx,
      owner,
      vehicleId,
      await pdfWith(['page'], 301),
      'manual.pdf',
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields.file).toBe(
      'A PDF can have at most 300 pages; this one has 301. Split it into parts.',
    );
  });

  it('names every detail at fault, and keeps nothing', async () => {
    const res = await uploadDocument(ctx, owner, vehicleId, invoice, 'a.pdf', {
      kind: 'receipt',
      date: '1998-02-30',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      kind: 'Must be one of: invoice, registration, certificate, inspection, insurance, manual, correspondence, other.',
      date: 'Use a date such as 1967-05-31 that the calendar has.',
    });
    const list = await call('GET', `/api/v1/vehicles/${vehicleId}/documents`, owner);
    expect(list.json().data.map((d: { fileName: string }) => d.fileName)).not.toContain('a.pdf');
  });
});

describe('filed under a record', () => {
  it('belongs to a record of the same car only, and is listed with it', async () => {
    const record = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${vehicleId}/maintenance`,
      headers: owner.headers,
      payload: { performedOn: '1998-03-14', category: 'repair', title: 'Carburettor rebuild' },
    });
    expect(record.statusCode).toBe(201);
    const recordId = record.json().data.id;
    const otherRecord = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${otherVehicleId}/maintenance`,
      headers: owner.headers,
      payload: { performedOn: '1999-01-02', category: 'service', title: 'Oil' },
    });
    const document = (await uploadDocument(ctx, owner, vehicleId, invoice, 'r.pdf')).json().data;

    const wrong = await call('PATCH', `/api/v1/documents/${document.id}`, owner, {
      maintenanceRecordId: otherRecord.json().data.id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error.fields.maintenanceRecordId).toBe('Choose a record of this vehicle.');

    const filed = await call('PATCH', `/api/v1/documents/${document.id}`, owner, {
      maintenanceRecordId: recordId,
      kind: 'invoice',
      title: 'Weber invoice',
    });
    expect(filed.statusCode).toBe(200);
    expect(filed.json().data).toMatchObject({
      maintenanceRecordId: recordId,
      kind: 'invoice',
      title: 'Weber invoice',
      sha256: document.sha256,
    });
    const listed = await call(
      'GET',
      `/api/v1/vehicles/${vehicleId}/documents?maintenanceRecordId=${recordId}`,
      owner,
    );
    expect(listed.json().data.map((d: { id: string }) => d.id)).toEqual([document.id]);
  });
});

describe('who may do what', () => {
  let documentId: string;
  let fileUrl: string;
  beforeAll(async () => {
    const document = (await uploadDocument(ctx, owner, vehicleId, invoice, 'private.pdf')).json()
      .data;
    documentId = document.id;
    fileUrl = document.fileUrl;
  });

  it('a visitor is asked to sign in, and reads no file without its address', async () => {
    expect((await uploadDocument(ctx, { headers: {} }, vehicleId, invoice)).statusCode).toBe(401);
    for (const url of [
      `/api/v1/vehicles/${vehicleId}/documents`,
      `/api/v1/documents/${documentId}`,
    ])
      expect((await call('GET', url)).statusCode).toBe(401);
    expect(
      (await call('PATCH', `/api/v1/documents/${documentId}`, undefined, { title: 'x' }))
        .statusCode,
    ).toBe(401);
    expect((await call('DELETE', `/api/v1/documents/${documentId}`)).statusCode).toBe(401);
    expect((await call('GET', `/api/v1/documents/${documentId}/file`)).statusCode).toBe(404);
    const forged = fileUrl.replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await call('GET', forged)).statusCode).toBe(404);
    const otherSize = fileUrl.replace('size=original', 'size=preview');
    expect((await call('GET', otherSize)).statusCode).toBe(404);
  });

  for (const [who, caller] of [
    ['another member', () => stranger],
    ['an admin', () => admin],
  ] as const) {
    it(`${who} cannot learn that the paper exists`, async () => {
      const member = caller();
      expect((await uploadDocument(ctx, member, vehicleId, invoice)).statusCode).toBe(404);
      for (const [method, url, body] of [
        ['GET', `/api/v1/vehicles/${vehicleId}/documents`],
        ['GET', `/api/v1/documents/${documentId}`],
        ['PATCH', `/api/v1/documents/${documentId}`, { title: 'Mine now' }],
        ['DELETE', `/api/v1/documents/${documentId}`],
        ['GET', `/api/v1/documents/${documentId}/file`],
      ] as const) {
        const res = await call(method, url, member, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
      }
    });
  }

  it('the keeper reads it with their token too, and deleting it stops its address', async () => {
    const byToken = await call('GET', `/api/v1/documents/${documentId}/file`, owner);
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['cache-control']).toBe('private, no-cache');
    expect((await call('DELETE', `/api/v1/documents/${documentId}`, owner)).statusCode).toBe(204);
    expect((await call('GET', fileUrl)).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/documents/${documentId}`, owner)).statusCode).toBe(404);
  });

  it('a suspended keeper’s papers stop answering at once', async () => {
    const keeper = await createUser(ctx);
    const car = (await createVehicle(ctx, keeper)).id;
    const document = (await uploadDocument(ctx, keeper, car, invoice)).json().data;
    expect((await call('GET', document.fileUrl)).statusCode).toBe(200);
    await ctx.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', keeper.user.id)
      .execute();
    expect((await call('GET', document.fileUrl)).statusCode).toBe(404);
  });
});

describe('a car deleted', () => {
  it('takes its papers with it', async () => {
    const car = (await createVehicle(ctx, owner)).id;
    const document = (await uploadDocument(ctx, owner, car, invoice)).json().data;
    expect((await call('DELETE', `/api/v1/vehicles/${car}`, owner)).statusCode).toBe(204);
    expect((await call('GET', document.fileUrl)).statusCode).toBe(404);
    const left = await ctx.db
      .selectFrom('vehicle_documents')
      .select('id')
      .where('id', '=', document.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('one room for photos and papers', () => {
  it('refuses a paper past the member’s room, counting their papers', async () => {
    const small = await createTestApp({ env: { PHOTO_QUOTA_MB: '0.25' } });
    try {
      const member = await createUser(small);
      const car = (await createVehicle(small, member)).id;
      const padded = Buffer.concat([invoice, Buffer.alloc(150 * 1024)]);
      expect((await uploadDocument(small, member, car, padded)).statusCode).toBe(201);
      const res = await uploadDocument(small, member, car, padded);
      expect(res.statusCode).toBe(413);
      expect(res.json().error.fields.file).toMatch(
        /^Your photos and papers use \d+ KB of your 256 KB; this upload needs \d+ KB more\. Delete some photos or papers to make room\.$/,
      );
      const usage = await small.app.inject({
        method: 'GET',
        url: '/api/v1/photos/usage',
        headers: member.headers,
      });
      expect(usage.json().data.usedBytes).toBeGreaterThanOrEqual(padded.length);
    } finally {
      await small.close();
    }
  });
});
