import { createHash } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { PDFDocument, PDFName, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { THEME_SCRIPT } from '@vg/contract/design-tokens';
import { DOCUMENT_CHECK } from '@vg/contract/rules';
import { pdfPages, pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, modernCar, preWarCar } from './garage-fixtures.js';

// A sale dossier's papers (docs/product.md#sale-dossier): the keeper picks papers of the car, the
// PDF lists each with its file's SHA-256 and may append their pages, and the verification page
// lists them, unchanged or removed, with "Check a document", which hashes a file in the browser.

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let carId: string;

interface Paper {
  kind?: string;
  title: string;
  date?: string | null;
  mediaType: string;
  bytes: Buffer;
  pageCount?: number | null;
  preview?: Buffer | null;
}

/** A paper as the upload stores it (its route is tested with the papers themselves). */
async function insertPaper(user: TestUser, vehicleId: string, paper: Paper) {
  const row = await ctx.db
    .insertInto('vehicle_documents')
    .values({
      user_id: user.user.id,
      vehicle_id: vehicleId,
      kind: (paper.kind ?? 'invoice') as 'invoice',
      title: paper.title,
      document_date: paper.date ?? null,
      file_name: `${paper.title}.bin`,
      media_type: paper.mediaType,
      byte_size: paper.bytes.length,
      sha256: createHash('sha256').update(paper.bytes).digest('hex'),
      page_count: paper.pageCount ?? null,
      content: paper.bytes,
      preview_image: paper.preview ?? null,
      read_status: 'done',
    } as never)
    .returning(['id', 'sha256'])
    .executeTakeFirstOrThrow();
  return row as { id: string; sha256: string };
}

/** A PDF of `pages` pages, each saying which it is. */
async function pdfOf(label: string, pages: number, encrypted = false): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (let page = 1; page <= pages; page += 1)
    pdf.addPage([595, 842]).drawText(`${label} page ${page}`, { x: 72, y: 760, font, size: 14 });
  // A trailer naming an encryption dictionary is what makes a reader ask for a password.
  if (encrypted)
    pdf.context.trailerInfo.Encrypt = pdf.context.obj({ Filter: PDFName.of('Standard'), V: 1 });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

const picture = (format: 'jpeg' | 'png' | 'webp', width = 600, height = 800) => {
  const blank = sharp({ create: { width, height, channels: 3, background: '#f4efe3' } });
  return blank.toFormat(format).toBuffer();
};

const inject = (
  user: TestUser | undefined,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> =>
  ctx.app.inject({ method, url, headers: user?.headers ?? {}, ...(payload && { payload }) });

const makeDossier = (user: TestUser, body: object, vehicleId = carId) =>
  inject(user, 'POST', `/api/v1/vehicles/${vehicleId}/dossiers`, body);
const codeOf = (res: LightMyRequestResponse) => String(res.headers['x-dossier-code']);
const verify = async (code: string) =>
  (await inject(undefined, 'GET', `/api/v1/verify/${code}`)).json().data;
const pageCount = async (pdf: Buffer) => (await PDFDocument.load(pdf)).getPageCount();

let invoice: { id: string; sha256: string };

beforeAll(async () => {
  ctx = await createTestApp({
    rateLimits: { dossiersPerMember: { max: 50, windowMs: 60 * 60 * 1000 } },
  });
  owner = await createUser(ctx);
  member = await createUser(ctx);
  carId = (await createVehicle(ctx, owner, preWarCar)).id;
  await inject(owner, 'POST', `/api/v1/vehicles/${carId}/maintenance`, {
    performedOn: '2019-03-12',
    category: 'service',
    title: 'Annual service',
  });
  invoice = await insertPaper(owner, carId, {
    title: 'Marque Motors invoice 4471',
    date: '2019-03-12',
    mediaType: 'application/pdf',
    bytes: await pdfOf('Invoice 4471', 2),
    pageCount: 2,
  });
}, 60_000);
afterAll(() => ctx.close());

describe('choosing papers', () => {
  it('refuses another member’s paper, and a paper of another car, naming documentIds', async () => {
    const theirCar = (await createVehicle(ctx, member, modernCar)).id;
    const theirs = await insertPaper(member, theirCar, {
      title: 'Their invoice',
      mediaType: 'application/pdf',
      bytes: await pdfOf('Theirs', 1),
    });
    const refused = await makeDossier(owner, { documentIds: [theirs.id] });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.fields).toEqual({ documentIds: 'Choose papers of this car only.' });

    const otherCar = (await createVehicle(ctx, owner, modernCar)).id;
    const elsewhere = await makeDossier(owner, { documentIds: [invoice.id] }, otherCar);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error.fields).toHaveProperty('documentIds');
    // Nothing was made.
    const listed = await inject(owner, 'GET', `/api/v1/vehicles/${otherCar}/dossiers`);
    expect(listed.json().data).toEqual([]);
  });

  it('refuses the same paper twice, and more papers than a dossier lists', async () => {
    const twice = await makeDossier(owner, { documentIds: [invoice.id, invoice.id] });
    expect(twice.statusCode).toBe(400);
    expect(JSON.stringify(twice.json().error)).toContain('documentIds');
    const many = Array.from(
      { length: 51 },
      (_, index) => `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    );
    expect((await makeDossier(owner, { documentIds: many })).statusCode).toBe(400);
  });
});

describe('a dossier with papers', () => {
  it('lists each paper in the PDF with its kind, date, title, pages and SHA-256 in full', async () => {
    const res = await makeDossier(owner, { documentIds: [invoice.id] });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(201);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Papers');
    expect(text).toMatch(/1\. Marque Motors invoice 4471/);
    expect(text).toMatch(/Invoice or receipt · 12 Mar 2019 · 2 pages/);
    expect(text).toContain(`SHA-256 ${invoice.sha256}`);
    // Listed, not appended: the paper's own pages are not in the dossier.
    expect(text).not.toContain('Invoice 4471 page 1');
    expect(text).not.toContain('Appended');
  });

  it('says on its verification the paper is unchanged, then removed once deleted', async () => {
    const keeper = await createUser(ctx);
    const car = (await createVehicle(ctx, keeper, preWarCar)).id;
    const bytes = await pdfOf('Heritage certificate', 1);
    const paper = await insertPaper(keeper, car, {
      kind: 'certificate',
      title: 'Heritage certificate',
      date: '1926-06-01',
      mediaType: 'application/pdf',
      bytes,
      pageCount: 1,
    });
    const made = await makeDossier(keeper, { documentIds: [paper.id] }, car);
    expect(made.statusCode).toBe(201);
    const code = codeOf(made);

    const before = await verify(code);
    expect(before.state).toBe('valid');
    expect(before.documents).toEqual([
      {
        kind: 'certificate',
        title: 'Heritage certificate',
        date: '1926-06-01',
        pageCount: 1,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        appended: false,
        state: 'unchanged',
        author: { role: 'keeper', workshopName: null },
      },
    ]);
    // Papers are not records: the keeper's list counts them apart.
    const list = async () =>
      (await inject(keeper, 'GET', `/api/v1/vehicles/${car}/dossiers`)).json().data[0];
    expect(await list()).toMatchObject({
      state: 'valid',
      recordCount: 0,
      documentCount: 1,
      appendDocuments: false,
      recordIds: [],
    });
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${code}`);
    expect(page.body).toContain('Heritage or build certificate: Heritage certificate');
    expect(page.body).toContain(`SHA-256 ${paper.sha256}`);
    expect(page.body).toContain(`data-vg-paper="${paper.sha256}"`);
    expect(page.body).toMatch(/<label for="vg-check-file">Check a document<\/label>/);
    expect(page.body).toContain(DOCUMENT_CHECK.privacy);
    expect(page.body).not.toContain(keeper.user.username);

    const deleted = await inject(keeper, 'DELETE', `/api/v1/documents/${paper.id}`);
    expect(deleted.statusCode).toBe(204);
    const after = await verify(code);
    expect(after.state).toBe('changed');
    expect(after.documents[0]).toMatchObject({ title: 'Heritage certificate', state: 'removed' });
    expect(await list()).toMatchObject({ state: 'changed', changedCount: 1 });
    const changed = await inject(undefined, 'GET', `/api/v1/pages/verify/${code}`);
    expect(changed.body).toContain('This dossier no longer matches the garage’s records');
    expect(changed.body).toContain('1 paper was removed after the dossier was made.');
    expect(changed.body).toMatch(/Heritage certificate[\s\S]*?Removed from the garage/);
  });

  it('serves the page’s check script from the site, with the contract’s words', async () => {
    const made = await makeDossier(owner, { documentIds: [invoice.id] });
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${codeOf(made)}`);
    const src = page.body.match(/<script src="([^"]+)" defer><\/script>/)?.[1];
    expect(src).toMatch(/^\/api\/v1\/pages\/verify-check\.js\?v=[0-9a-f]{12}$/);
    // No inline script but the theme's (allowed by its hash): the host's policy allows the site's
    // own script files only.
    expect(page.body.replace(`<script>${THEME_SCRIPT}</script>`, '')).not.toMatch(
      /<script(?![^>]*(src=|type="application))/,
    );
    const script = await inject(undefined, 'GET', src!);
    expect(script.statusCode).toBe(200);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('crypto.subtle');
    expect(script.body).toContain(JSON.stringify(DOCUMENT_CHECK.noMatch).slice(1, -1));
    expect(script.body).not.toMatch(/fetch|XMLHttpRequest|sendBeacon/);
  });

  it('a dossier without papers has no papers section and no script but the theme’s', async () => {
    const made = await makeDossier(owner, {});
    expect((await verify(codeOf(made))).documents).toEqual([]);
    const page = await inject(undefined, 'GET', `/api/v1/pages/verify/${codeOf(made)}`);
    expect(page.body).not.toContain('Check a document');
    expect(page.body).toContain(`<script>${THEME_SCRIPT}</script>`);
    expect(page.body.replace(`<script>${THEME_SCRIPT}</script>`, '')).not.toContain('<script');
  });
});

describe('appending the papers', () => {
  it('merges a PDF’s pages, gives a picture a page, and says which could not be appended', async () => {
    const keeper = await createUser(ctx);
    const car = (await createVehicle(ctx, keeper, preWarCar)).id;
    const invoicePdf = await insertPaper(keeper, car, {
      title: 'Rebuild invoice',
      date: '2001-04-02',
      mediaType: 'application/pdf',
      bytes: await pdfOf('Rebuild invoice', 3),
      pageCount: 3,
    });
    const photo = await insertPaper(keeper, car, {
      kind: 'registration',
      title: 'Buff logbook',
      date: '2005-01-01',
      mediaType: 'image/jpeg',
      bytes: await picture('jpeg'),
      pageCount: 1,
    });
    const locked = await insertPaper(keeper, car, {
      title: 'Locked valuation',
      date: '2010-01-01',
      mediaType: 'application/pdf',
      bytes: await pdfOf('Locked', 1, true),
      pageCount: 1,
    });
    const unread = await insertPaper(keeper, car, {
      kind: 'inspection',
      title: 'MOT scan',
      date: '2020-01-01',
      mediaType: 'image/webp',
      bytes: await picture('webp'),
    });
    const ids = [invoicePdf.id, photo.id, locked.id, unread.id];

    const listed = await makeDossier(keeper, { documentIds: ids }, car);
    const appended = await makeDossier(keeper, { documentIds: ids, appendDocuments: true }, car);
    expect(appended.statusCode, appended.body.slice(0, 300)).toBe(201);

    const pages = await pdfPages(appended.rawPayload);
    const total = await pageCount(appended.rawPayload);
    expect(pages.length).toBe(total);
    // The laid-out pages' footers count the merged ones too.
    expect(pages[0]).toContain(`Page 1 of ${total}`);
    const divider = pages.findIndex((text) => text.includes('Paper 1 of 2'));
    expect(pages[divider]).toContain('Rebuild invoice');
    expect(pages[divider]).toContain('The 3 pages after this one are this paper');
    expect(pages.slice(divider + 1, divider + 4)).toEqual([
      expect.stringContaining('Rebuild invoice page 1'),
      expect.stringContaining('Rebuild invoice page 2'),
      expect.stringContaining('Rebuild invoice page 3'),
    ]);
    expect(pages[divider + 4]).toContain('Paper 2 of 2');
    expect(pages[divider + 4]).toContain('Buff logbook');
    expect(pages[divider + 4]).toContain(`Page ${divider + 5} of ${total}`);
    expect(total).toBe(divider + 5);
    // A divider and the picture's page besides the merged three.
    expect(total - (await pageCount(listed.rawPayload))).toBeGreaterThanOrEqual(5);

    const text = pages.join('\n');
    expect(text).toContain('Not appended: the PDF is encrypted. It is kept in the garage.');
    expect(text).toContain('Kept in the garage, not appended: its picture is not ready yet.');
    expect(text).not.toContain('Locked page 1');

    const verification = await verify(codeOf(appended));
    expect(
      verification.documents.map((paper: { title: string; appended: boolean }) => [
        paper.title,
        paper.appended,
      ]),
    ).toEqual([
      ['Rebuild invoice', true],
      ['Buff logbook', true],
      ['Locked valuation', false],
      ['MOT scan', false],
    ]);
    expect(verification.fingerprint).not.toBe((await verify(codeOf(listed))).fingerprint);
  });

  it('appends a WebP paper by its preview once the reader made one', async () => {
    const keeper = await createUser(ctx);
    const car = (await createVehicle(ctx, keeper, preWarCar)).id;
    const scan = await insertPaper(keeper, car, {
      title: 'Scanned letter',
      kind: 'correspondence',
      mediaType: 'image/tiff',
      bytes: Buffer.from('II*\0not really a tiff'),
      preview: await picture('webp', 400, 560),
    });
    const made = await makeDossier(keeper, { documentIds: [scan.id], appendDocuments: true }, car);
    expect(made.statusCode, made.body.slice(0, 300)).toBe(201);
    const pages = await pdfPages(made.rawPayload);
    expect(pages.at(-1)).toContain('Paper 1 of 1');
    expect(pages.at(-1)).toContain('Scanned letter');
    expect(pages.join('\n')).toContain('Correspondence · Undated');
  });
});

describe('the budget', () => {
  it('refuses more megabytes of papers to append than a dossier carries, naming appendDocuments', async () => {
    const small = await createTestApp({ dossierBudget: { appendMb: 0.001 } });
    try {
      const previous = ctx;
      ctx = small;
      const keeper = await createUser(ctx);
      const car = (await createVehicle(ctx, keeper, preWarCar)).id;
      const paper = await insertPaper(keeper, car, {
        title: 'Big invoice',
        mediaType: 'application/pdf',
        bytes: await pdfOf('Big', 3),
      });
      const listed = await makeDossier(keeper, { documentIds: [paper.id] }, car);
      expect(listed.statusCode).toBe(201);
      const refused = await makeDossier(
        keeper,
        { documentIds: [paper.id], appendDocuments: true },
        car,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.fields.appendDocuments).toMatch(
        /^The papers to append come to more than 0\.001 MB.+Make it again without appending the papers, or with fewer papers\.$/,
      );
      ctx = previous;
    } finally {
      await small.close();
    }
  }, 60_000);

  it('counts appended pages towards the dossier’s pages, and says to leave them out', async () => {
    const small = await createTestApp({ dossierBudget: { maxPages: 6 } });
    const previous = ctx;
    ctx = small;
    try {
      const keeper = await createUser(ctx);
      const car = (await createVehicle(ctx, keeper, preWarCar)).id;
      const paper = await insertPaper(keeper, car, {
        title: 'Workshop manual',
        kind: 'manual',
        mediaType: 'application/pdf',
        bytes: await pdfOf('Manual', 8),
        pageCount: 8,
      });
      const refused = await makeDossier(
        keeper,
        { documentIds: [paper.id], appendDocuments: true },
        car,
      );
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error).toMatchObject({
        message: 'The dossier would run past 6 pages. Make it again without appending the papers.',
        fields: { appendDocuments: expect.any(String) },
      });
    } finally {
      ctx = previous;
      await small.close();
    }
  }, 60_000);
});

describe('who may use papers', () => {
  it('an admin, like any other member, cannot make a dossier of the keeper’s car with its papers', async () => {
    const admin = await createAdmin(ctx);
    for (const caller of [admin, member]) {
      const res = await makeDossier(caller, { documentIds: [invoice.id] });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('Marque Motors');
    }
    const visitor = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${carId}/dossiers`,
      payload: { documentIds: [invoice.id] },
    });
    expect(visitor.statusCode).toBe(401);
  });
});
