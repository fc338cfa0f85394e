import { createHash } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, preWarCar, uploadDocument } from './garage-fixtures.js';

// A paper reaches others only through a share link whose keeper ticked papers
// (docs/product.md#papers): never the public page, never a link that leaves them out.

let ctx: TestContext;
let keeper: TestUser;
let vehicleId: string;
let certificate: Buffer;
let documentId: string;

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

async function shareLink(scope: Record<string, boolean>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${vehicleId}/share-links`,
    headers: keeper.headers,
    payload: { label: 'For the buyer', scope },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; token: string; scope: Record<string, boolean> };
}
const sharedView = async (token: string) =>
  (await get(`/api/v1/public/vehicles/by-token/${token}`)).json().data;

beforeAll(async () => {
  ctx = await createTestApp();
  keeper = await createUser(ctx);
  vehicleId = (await createVehicle(ctx, keeper, { ...preWarCar, visibility: 'public' })).id;
  const pdf = await PDFDocument.create();
  pdf.addPage();
  certificate = Buffer.from(await pdf.save());
  const res = await uploadDocument(ctx, keeper, vehicleId, certificate, 'heritage.pdf', {
    kind: 'certificate',
    note: 'Bought from the factory archive for £45',
  });
  documentId = res.json().data.id;
});
afterAll(() => ctx.close());

describe('papers through a share link', () => {
  it('a link leaves the papers out unless its keeper ticks them', async () => {
    const link = await shareLink({});
    expect(link.scope.documents).toBe(false);
    expect((await sharedView(link.token)).documents).toEqual([]);
  });

  it('the public page never shows them', async () => {
    const page = await get(`/api/v1/public/vehicles/${vehicleId}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().data.documents).toEqual([]);
  });

  it('a link with papers lists them, without the keeper’s note, and opens each file', async () => {
    const link = await shareLink({ documents: true });
    const [document] = (await sharedView(link.token)).documents;
    expect(document).toMatchObject({
      id: documentId,
      kind: 'certificate',
      note: null,
      sha256: sha256(certificate),
    });
    const file = await get(document.fileUrl);
    expect(file.statusCode).toBe(200);
    expect(sha256(file.rawPayload)).toBe(sha256(certificate));
    expect(file.headers['content-disposition']).toMatch(/^attachment;/);

    const withNotes = await shareLink({ documents: true, notes: true });
    expect((await sharedView(withNotes.token)).documents[0].note).toBe(
      'Bought from the factory archive for £45',
    );
  });

  it('a link’s address stops once the link is revoked', async () => {
    const link = await shareLink({ documents: true });
    const { fileUrl } = (await sharedView(link.token)).documents[0];
    // Another link's id in the address breaks its signature.
    const other = await shareLink({ documents: true });
    expect((await get(fileUrl.replace(link.id, other.id))).statusCode).toBe(404);
    const revoked = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/share-links/${link.id}/revoke`,
      headers: keeper.headers,
    });
    expect(revoked.statusCode).toBe(200);
    expect((await get(fileUrl)).statusCode).toBe(404);
  });

  it('a suspended keeper’s shared papers stop answering at once', async () => {
    const link = await shareLink({ documents: true });
    const { fileUrl } = (await sharedView(link.token)).documents[0];
    expect((await get(fileUrl)).statusCode).toBe(200);
    await ctx.db
      .updateTable('users')
      .set({ suspended_at: new Date() })
      .where('id', '=', keeper.user.id)
      .execute();
    expect((await get(fileUrl)).statusCode).toBe(404);
  });
});
