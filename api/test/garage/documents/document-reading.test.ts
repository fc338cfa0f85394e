import { PDFDocument as PDFLib } from 'pdf-lib';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readDocument } from '../../../src/features/garage/documents/reader/read-document.js';
import { PDF_UNREADABLE } from '../../../src/features/garage/documents/reader/reader-errors.js';
import {
  SCAN_WORDS,
  TEXT_PDF_WORDS,
  scannedImage,
  scannedPdf,
  textPdf,
} from '../../fixtures/documents/paper-fixtures.js';
import { readFileSync } from 'node:fs';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { createUser, type TestUser } from '../../helpers/users.js';
import { createVehicle, uploadDocument } from '../garage-fixtures.js';
import { waitForReading } from './reading-wait.js';

// The background reader (docs/product.md#papers): after an upload, the job makes a thumbnail and a
// preview of page one and reads the paper's text, from the PDF itself or by OCR; a file it cannot
// read is marked so; a paper deleted first ends the job quietly; a tool not installed is no failure.

let ctx: TestContext;
let owner: TestUser;
let vehicleId: string;
const quiet = { warn: () => undefined };

beforeAll(async () => {
  ctx = await createTestApp({ env: { JOBS_POLL_SECONDS: '0.5' } });
  owner = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, owner)).id;
});
afterAll(() => ctx.close());

async function upload(file: Buffer, name: string): Promise<string> {
  const res = await uploadDocument(ctx, owner, vehicleId, file, name);
  expect(res.statusCode).toBe(201);
  return res.json().data.id;
}

const stored = (id: string) =>
  ctx.db
    .selectFrom('vehicle_documents')
    .select(['text_content', 'text_source', 'read_status', 'read_error', 'read_at'])
    .select(['thumb_image', 'preview_image'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

/** The picture at the address an answer gives: WebP, no larger than its size. */
async function picture(url: string, edge: number) {
  const res = await ctx.app.inject({ method: 'GET', url, headers: owner.headers });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  const { format, width = 0, height = 0 } = await sharp(res.rawPayload).metadata();
  expect(format).toBe('webp');
  expect(Math.max(width, height)).toBeLessThanOrEqual(edge);
  return Math.max(width, height);
}

describe('reading a paper in the background', () => {
  it('gives a text PDF its thumbnail, preview and own text', async () => {
    const id = await upload(await textPdf(), 'invoice.pdf');
    const document = await waitForReading(ctx, owner, id);
    expect(document).toMatchObject({ reading: 'done', textSource: 'embedded' });
    expect(await picture(document.thumbUrl, 400)).toBeGreaterThan(200);
    expect(await picture(document.previewUrl, 1600)).toBeGreaterThan(800);
    expect((await stored(id)).text_content).toContain(TEXT_PDF_WORDS);
  });

  it('reads a scanned page by OCR, as a picture and as a PDF of pictures', async () => {
    for (const [file, name] of [
      [await scannedImage(), 'scan.png'],
      [await scannedPdf(), 'scan.pdf'],
    ] as const) {
      const id = await upload(file, name);
      const document = await waitForReading(ctx, owner, id);
      expect(document).toMatchObject({ reading: 'done', textSource: 'ocr' });
      expect(document.thumbUrl).not.toBeNull();
      expect((await stored(id)).text_content).toBe(SCAN_WORDS);
    }
  });

  it('makes the pictures of an iPhone’s HEIC photo through heif-convert', async () => {
    const heic = readFileSync(
      new URL('../../fixtures/documents/phone-photo.heic', import.meta.url),
    );
    const document = await waitForReading(ctx, owner, await upload(heic, 'photo.heic'));
    expect(document.reading).toBe('done');
    expect(await picture(document.thumbUrl, 400)).toBe(64);
  });

  it('draws a page 200 inches tall small, and runs none of a PDF’s JavaScript', async () => {
    const huge = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ size: [14_400, 14_400] });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.fontSize(900).text('Weber', 500, 500);
      doc.end();
    });
    const hugeDocument = await waitForReading(ctx, owner, await upload(huge, 'poster.pdf'));
    expect(hugeDocument).toMatchObject({ reading: 'done', textSource: 'embedded' });
    expect(await picture(hugeDocument.previewUrl, 1600)).toBeGreaterThan(1000);
    const scripted = await PDFLib.create();
    scripted.addPage().drawText('Weber Motors', { x: 50, y: 700 });
    scripted.addJavaScript('open', 'app.launchURL("https://attacker.example/", true);');
    const id = await upload(Buffer.from(await scripted.save()), 'scripted.pdf');
    expect(await waitForReading(ctx, owner, id)).toMatchObject({ reading: 'done' });
    expect((await stored(id)).text_content).toBe('Weber Motors');
  });

  it('marks a PDF poppler cannot open as failed, with why in words', async () => {
    const locked = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument({ userPassword: 'secret' });
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('Locked away');
      doc.end();
    });
    const id = await upload(locked, 'locked.pdf');
    const document = await waitForReading(ctx, owner, id);
    expect(document).toMatchObject({ reading: 'failed', thumbUrl: null, textSource: null });
    expect((await stored(id)).read_error).toBe(PDF_UNREADABLE);
  });

  it('writes the same again when a job is retried, and ends quietly for a deleted paper', async () => {
    const id = await upload(await textPdf(), 'again.pdf');
    await waitForReading(ctx, owner, id);
    const first = await stored(id);
    await readDocument({ db: ctx.db, log: quiet }, { documentId: id });
    const again = await stored(id);
    expect(again).toMatchObject({ text_content: first.text_content, read_status: 'done' });
    expect(again.read_at!.getTime()).toBeGreaterThanOrEqual(first.read_at!.getTime());
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/documents/${id}`,
      headers: owner.headers,
    });
    await expect(readDocument({ db: ctx.db, log: quiet }, { documentId: id })).resolves.toBe(
      undefined,
    );
  });

  it('keeps a paper without what a missing tool reads, and says once which tool is missing', async () => {
    const pdf = await upload(await textPdf(), 'no-poppler.pdf');
    const png = await upload(await scannedImage(), 'no-tesseract.png');
    await waitForReading(ctx, owner, png);
    await waitForReading(ctx, owner, pdf);
    const warn = vi.fn();
    const path = process.env.PATH;
    // An empty PATH stands for a developer's machine without poppler, tesseract or prlimit.
    process.env.PATH = '/nonexistent';
    try {
      await readDocument({ db: ctx.db, log: { warn } }, { documentId: pdf });
      await readDocument({ db: ctx.db, log: { warn } }, { documentId: png });
    } finally {
      process.env.PATH = path;
    }
    expect(await stored(pdf)).toMatchObject({
      read_status: 'done',
      read_error: null,
      thumb_image: null,
      text_content: null,
      text_source: null,
    });
    expect(await stored(png)).toMatchObject({ read_status: 'done', text_content: null });
    expect((await stored(png)).thumb_image).not.toBeNull();
    const tools = warn.mock.calls.map(([fields]) => (fields as { tool: string }).tool);
    expect(tools).toEqual(['pdfinfo', 'pdftoppm', 'pdftotext', 'tesseract']);
  });
});
