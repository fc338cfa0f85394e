import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannedImage, textPdf } from '../../fixtures/documents/paper-fixtures.js';
import { createTestApp, type TestContext } from '../../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../../helpers/users.js';
import { createVehicle, uploadDocument } from '../garage-fixtures.js';
import { waitForReading } from './reading-wait.js';

// "Make a record from this" (docs/product.md#papers): what a receipt's text says, to its keeper
// only; to anyone else the paper does not exist.

let ctx: TestContext;
let owner: TestUser;
let member: TestUser;
let admin: TestUser;
let invoiceId: string;
let pictureId: string;

const draft = (documentId: string, who?: TestUser) =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/v1/documents/${documentId}/record-draft`,
    ...(who ? { headers: who.headers } : {}),
  });

beforeAll(async () => {
  ctx = await createTestApp({ env: { JOBS_POLL_SECONDS: '0.5' } });
  [owner, member, admin] = await Promise.all([createUser(ctx), createUser(ctx), createAdmin(ctx)]);
  const vehicleId = (await createVehicle(ctx, owner)).id;
  const invoice = await textPdf([
    'Weber Motors Ltd',
    '12 Mill Lane, Banbury',
    'Invoice date: 14 March 1998',
    'Rebuild twin Weber carburettors   £180.00',
    'Subtotal   £204.50',
    'Total   £240.29',
  ]);
  invoiceId = (
    await uploadDocument(ctx, owner, vehicleId, invoice, 'weber.pdf', { title: 'Weber rebuild' })
  ).json().data.id;
  // A picture of a car, not a receipt: nothing in it to trust.
  pictureId = (
    await uploadDocument(ctx, owner, vehicleId, await scannedImage(['Bentley']), 'car.png')
  ).json().data.id;
  await waitForReading(ctx, owner, invoiceId);
  await waitForReading(ctx, owner, pictureId);
}, 120_000);
afterAll(() => ctx.close());

describe('a record drafted from a paper', () => {
  it('gives its keeper the receipt’s date, total, currency and supplier', async () => {
    const res = await draft(invoiceId, owner);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      documentId: invoiceId,
      performedOn: '1998-03-14',
      totalCost: 240.29,
      currency: 'GBP',
      supplier: 'Weber Motors Ltd',
      title: 'Weber rebuild',
    });
  });

  it('answers nulls but the title where the paper says nothing of the kind', async () => {
    expect((await draft(pictureId, owner)).json().data).toEqual({
      documentId: pictureId,
      performedOn: null,
      totalCost: null,
      currency: null,
      supplier: 'Bentley',
      title: 'car',
    });
  });

  it('is not found for another member or an admin, and asks a visitor to sign in', async () => {
    for (const who of [member, admin]) {
      const res = await draft(invoiceId, who);
      expect(res.statusCode).toBe(404);
      expect(res.json().error.message).toBe('Document not found');
    }
    expect((await draft(invoiceId)).statusCode).toBe(401);
  });
});
