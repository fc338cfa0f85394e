import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../helpers/pdf-text.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, modernCar, uploadDocument, uploadPhoto } from './garage-fixtures.js';
import { call, ok } from './keeping-fixtures.js';

// Who wrote an entry, told to others (docs/product.md#public-car-page, #sale-dossier): by role only,
// on the public page (JSON and rendered), a share link's page, a sale dossier and its verification
// page; never a private person's name or username, and the same after the car changes hands.

const KEEPER_LINE = 'Recorded by the keeper at the time';
const WORKSHOP_LINE = 'Recorded by Marque Specialists, workshop';
const BARE_WORKSHOP_LINE = 'Recorded by a workshop';

let ctx: TestContext;
let keeper: TestUser;
let workshop: TestUser;
let bareWorkshop: TestUser;
let coKeeper: TestUser;
let buyer: TestUser;
let admin: TestUser;
let car: string;
let shareToken: string;
let paperId: string;
let photoId: string;

const everyone = () => [keeper, workshop, bareWorkshop, coKeeper, buyer];

/**
 * Nobody's display name, nor the username of anyone but the car's keeper now (the page says whom
 * it is 'Kept by'), is in what others read: not a workshop's, a co-keeper's or the keeper before's.
 */
function namesNoOne(text: string, keptBy: TestUser | null = keeper) {
  for (const member of everyone()) {
    if (member !== keptBy) expect(text).not.toContain(member.user.username);
    expect(text).not.toContain(`Display ${member.user.username}`);
  }
}

/** A page with the layout whitespace taken out, so that a line reads as one. */
async function page(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  expect(res.statusCode, res.body).toBe(200);
  return res.body.replace(/\s+/g, ' ');
}

const image = (background: string) =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .jpeg()
    .toBuffer();

/** The keeper lets a member in; the member accepts (a workshop with its business name, or none). */
async function letIn(member: TestUser, role: 'workshop' | 'co-keeper', businessName?: string) {
  const invited = await call(ctx, keeper, 'POST', `/vehicles/${car}/collaborators`, {
    member: member.user.username,
    role,
  });
  expect(invited.statusCode, invited.body).toBe(201);
  const { id } = invited.json().data as { id: string };
  await ok(
    ctx,
    member,
    'POST',
    `/collaborations/${id}/accept`,
    businessName ? { businessName } : {},
  );
}

const record = (who: TestUser, title: string, performedOn: string) =>
  ok<{ id: string }>(ctx, who, 'POST', `/vehicles/${car}/maintenance`, {
    performedOn,
    category: 'service',
    title,
  });

interface Told {
  title: string;
  author?: { role: string; workshopName: string | null };
  recordedBy?: unknown;
  recordedByName?: unknown;
}

const publicView = async () =>
  (await ctx.app.inject({ method: 'GET', url: `/api/v1/public/vehicles/${car}` })).json().data as {
    maintenance: Told[];
    modifications: Told[];
    photos: Array<{ id: string; author?: Told['author'] }>;
  };

const authorOf = (entries: Told[], title: string) =>
  entries.find((entry) => entry.title === title)?.author;

beforeAll(async () => {
  ctx = await createTestApp();
  keeper = await createUser(ctx);
  workshop = await createUser(ctx);
  bareWorkshop = await createUser(ctx);
  coKeeper = await createUser(ctx);
  buyer = await createUser(ctx);
  admin = await createAdmin(ctx);
  // Display names, so that the page can be shown to carry none of them.
  for (const member of everyone())
    await ctx.db
      .updateTable('users')
      .set({ display_name: `Display ${member.user.username}` })
      .where('id', '=', member.user.id)
      .execute();
  car = (await createVehicle(ctx, keeper, { ...modernCar, visibility: 'public' })).id;
  await letIn(workshop, 'workshop', 'Marque Specialists');
  await letIn(bareWorkshop, 'workshop');
  await letIn(coKeeper, 'co-keeper');

  await record(workshop, 'Gearbox rebuild', '2024-05-01');
  await record(keeper, 'Oil change at home', '2024-06-01');
  await record(bareWorkshop, 'Brake fluid', '2024-07-01');
  await record(coKeeper, 'Tyre pressures', '2024-08-01');
  await ok(ctx, workshop, 'POST', `/vehicles/${car}/modifications`, {
    title: 'Electronic ignition',
    system: 'ignition',
  });

  const photo = await uploadPhoto(ctx, workshop, car, await image('#1f4d3a'));
  expect(photo.statusCode, photo.body).toBe(201);
  photoId = (photo.json().data[0] as { id: string }).id;
  await call(ctx, admin, 'POST', `/admin/photos/${photoId}/approve`);
  const paper = await uploadDocument(ctx, workshop, car, await image('#f4efe3'), 'invoice.jpg', {
    kind: 'invoice',
    title: 'Gearbox invoice',
  });
  expect(paper.statusCode, paper.body).toBe(201);
  paperId = (paper.json().data as { id: string }).id;
  shareToken = (
    await ok<{ token: string }>(ctx, keeper, 'POST', `/vehicles/${car}/share-links`, {
      scope: { documents: true },
    })
  ).token;
}, 120_000);
afterAll(() => ctx.close());

describe('who wrote an entry, told to others', () => {
  it('the public answer says it by role, and carries no one’s name', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/public/vehicles/${car}` });
    expect(res.statusCode).toBe(200);
    namesNoOne(res.body);
    const view = await publicView();
    expect(authorOf(view.maintenance, 'Gearbox rebuild')).toEqual({
      role: 'workshop',
      workshopName: 'Marque Specialists',
    });
    expect(authorOf(view.maintenance, 'Oil change at home')).toEqual({
      role: 'keeper',
      workshopName: null,
    });
    expect(authorOf(view.maintenance, 'Brake fluid')).toEqual({
      role: 'workshop',
      workshopName: null,
    });
    // A co-keeper kept the car: the keeper at the time, never their username.
    expect(authorOf(view.maintenance, 'Tyre pressures')).toEqual({
      role: 'keeper',
      workshopName: null,
    });
    expect(authorOf(view.modifications, 'Electronic ignition')?.role).toBe('workshop');
    expect(view.photos.find((photo) => photo.id === photoId)?.author).toEqual({
      role: 'workshop',
      workshopName: 'Marque Specialists',
    });
    // The keeper's own words for it stay the keeper's.
    for (const entry of [...view.maintenance, ...view.modifications]) {
      expect(entry).not.toHaveProperty('recordedBy');
      expect(entry).not.toHaveProperty('recordedByName');
    }
  });

  it('the rendered public page prints the line under each entry', async () => {
    const body = await page(`/api/v1/pages/public/${car}`);
    namesNoOne(body);
    expect(body).toContain(`<p class="vg-ssr-muted">${WORKSHOP_LINE}</p>`);
    expect(body).toContain(`<p class="vg-ssr-muted">${KEEPER_LINE}</p>`);
    expect(body).toContain(`<p class="vg-ssr-muted">${BARE_WORKSHOP_LINE}</p>`);
    // Four records, a modification and a photo: one line each.
    expect(body.match(/Recorded by /g)).toHaveLength(6);
  });

  it('a share link’s answer and page say it of its papers too', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/public/vehicles/by-token/${shareToken}`,
    });
    expect(res.statusCode).toBe(200);
    namesNoOne(res.body);
    const view = res.json().data as { documents: Array<Told & { id: string }> };
    const paper = view.documents.find((document) => document.id === paperId);
    expect(paper?.author).toEqual({ role: 'workshop', workshopName: 'Marque Specialists' });
    expect(paper).not.toHaveProperty('recordedBy');
    const body = await page(`/api/v1/pages/public/vehicle/${shareToken}`);
    namesNoOne(body);
    expect(body).toContain(WORKSHOP_LINE);
    expect(body).toContain(KEEPER_LINE);
    // Records, the modification, the photo and the paper.
    expect(body.match(/Recorded by /g)).toHaveLength(7);
  });

  it('a sale dossier prints the lines, verifies, and its page names no keeper', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${car}/dossiers`,
      headers: keeper.headers,
      payload: { photoIds: [photoId], documentIds: [paperId] },
    });
    expect(made.statusCode, made.body).toBe(201);
    const text = (await pdfText(made.rawPayload)).replace(/\s+/g, ' ');
    expect(text).toContain(WORKSHOP_LINE);
    expect(text).toContain(KEEPER_LINE);
    expect(text).toContain(BARE_WORKSHOP_LINE);
    // Four records and a modification, the photo and the paper.
    expect(text.match(/Recorded by /g)).toHaveLength(7);
    namesNoOne(text, null);
    const code = String(made.headers['x-dossier-code']);

    const verified = await ctx.app.inject({ method: 'GET', url: `/api/v1/verify/${code}` });
    expect(verified.statusCode).toBe(200);
    // The verification page names no keeper at all, not even the one now.
    namesNoOne(verified.body, null);
    const verification = verified.json().data as {
      state: string;
      entries: Array<Told & { kind: string }>;
      documents: Array<Told>;
    };
    expect(verification.state).toBe('valid');
    expect(authorOf(verification.entries, 'Gearbox rebuild')).toEqual({
      role: 'workshop',
      workshopName: 'Marque Specialists',
    });
    expect(authorOf(verification.entries, 'Tyre pressures')?.role).toBe('keeper');
    expect(verification.documents[0]?.author?.workshopName).toBe('Marque Specialists');
    // The car's particulars and a keeper's period have no author.
    for (const entry of verification.entries.filter((held) => held.kind === 'vehicle'))
      expect(entry).not.toHaveProperty('author');

    const body = await page(`/api/v1/pages/verify/${code}`);
    namesNoOne(body, null);
    expect(body).toContain('Valid: this dossier matches the garage’s records');
    expect(body).toContain(`<span class="vg-verify-note">${WORKSHOP_LINE}</span>`);
    expect(body).toContain(`<span class="vg-verify-note">${KEEPER_LINE}</span>`);
    expect(body).toContain(`<span class="vg-verify-note">${BARE_WORKSHOP_LINE}</span>`);
  });

  it('after a hand-over, the keeper before is still the keeper at the time', async () => {
    const made = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${car}/dossiers`,
      headers: keeper.headers,
      payload: {},
    });
    const code = String(made.headers['x-dossier-code']);
    const offer = await ok<{ code: string }>(ctx, keeper, 'POST', `/vehicles/${car}/hand-overs`, {
      soldOn: '2025-09-03',
    });
    expect((await call(ctx, buyer, 'POST', `/hand-overs/${offer.code}/accept`)).statusCode).toBe(
      200,
    );
    await record(buyer, 'First service as its keeper', '2025-10-01');

    const view = await publicView();
    expect(authorOf(view.maintenance, 'Oil change at home')?.role).toBe('keeper');
    expect(authorOf(view.maintenance, 'Tyre pressures')?.role).toBe('keeper');
    expect(authorOf(view.maintenance, 'First service as its keeper')?.role).toBe('keeper');
    // The workshop's access ended with the hand-over; its entries still say who it was.
    expect(authorOf(view.maintenance, 'Gearbox rebuild')).toEqual({
      role: 'workshop',
      workshopName: 'Marque Specialists',
    });
    const body = await page(`/api/v1/pages/public/${car}`);
    namesNoOne(body, buyer);
    expect(body).toContain(KEEPER_LINE);
    expect(body).toContain(WORKSHOP_LINE);

    // The dossier made before still verifies, and still tells its records' authors by role.
    const verification = (
      await ctx.app.inject({ method: 'GET', url: `/api/v1/verify/${code}` })
    ).json().data as { state: string; entries: Told[] };
    expect(verification.state).toBe('valid');
    expect(authorOf(verification.entries, 'Oil change at home')?.role).toBe('keeper');
  });
});
