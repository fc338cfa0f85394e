import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVehicle, preWarCar, uploadPhoto } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// A share link shows exactly what its owner chose (docs/product.md#sharing), in the page that
// arrives rendered as well as in its API answer: records with their parts, modifications, approved
// photos, costs; and it says when photos are waiting for review.

const SHELL =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Vintage Garage</title>' +
  '<script defer="defer" src="/main.0123456789.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

let ctx: TestContext;
let owner: TestUser;
let admin: TestUser;
let car: { id: string };

async function get(url: string) {
  const res = await ctx.app.inject({ method: 'GET', url });
  const tidy = res.body
    .replace(/>\s+/g, '>')
    .replace(/\s+</g, '<')
    .replace(/\s+\/>/g, '/>');
  return Object.assign(res, { body: tidy });
}

async function shareLink(scope: Record<string, boolean>) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${car.id}/share-links`,
    headers: owner.headers,
    payload: { scope },
  });
  return res.json().data as { token: string };
}

const image = (colour: string) =>
  sharp({ create: { width: 120, height: 80, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'vg-shell-'));
  await writeFile(path.join(dir, 'index.html'), SHELL);
  ctx = await createTestApp({ env: { HOST_SHELL: path.join(dir, 'index.html') } });
  owner = await createUser(ctx);
  admin = await createAdmin(ctx);
  car = await createVehicle(ctx, owner, { ...preWarCar, visibility: 'unlisted' });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${car.id}/maintenance`,
    headers: owner.headers,
    payload: {
      performedOn: '2024-04-12',
      category: 'service',
      title: 'Oil and filter',
      labourCost: 90,
      currency: 'GBP',
      parts: [
        { description: 'Oil filter element', partNumber: 'BL 1234', quantity: 1, unitCost: 18 },
      ],
    },
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/vehicles/${car.id}/modifications`,
    headers: owner.headers,
    payload: {
      title: 'Electronic ignition',
      system: 'ignition',
      status: 'completed',
      performedOn: '2020-05-10',
      inPeriod: false,
      cost: 150,
      currency: 'GBP',
    },
  });
  const approved = (await uploadPhoto(ctx, owner, car.id, await image('#1f4d3a'))).json().data[0];
  await ctx.app.inject({
    method: 'POST',
    url: `/api/v1/admin/photos/${approved.id}/approve`,
    headers: admin.headers,
  });
  await uploadPhoto(ctx, owner, car.id, await image('#8a5d12'), 'waiting.jpg');
}, 180_000);
afterAll(() => ctx.close());

describe('a share link', () => {
  it('shows, signed out and before any script, the records with parts, modifications, photos and costs it was made with', async () => {
    const link = await shareLink({
      maintenance: true,
      modifications: true,
      photos: true,
      costs: true,
    });
    const page = (await get(`/api/v1/pages/public/vehicle/${link.token}`)).body;

    expect(page).toContain('Oil and filter');
    expect(page).toContain('Oil filter element');
    expect(page).toContain('BL 1234');
    expect(page).toContain('Electronic ignition');
    expect(page).toMatch(/£108\.00/);
    expect(page).toContain('£18.00 each');
    expect(page).toMatch(/£150\.00/);
    expect(page.match(/<img[^>]*class="vg-ssr-photo"/g)).toHaveLength(1);
    expect(page).toContain('Some photos are waiting for review');
  });

  it('shows none of it when the link was made without it', async () => {
    const link = await shareLink({
      maintenance: false,
      modifications: false,
      photos: false,
      costs: false,
    });
    const page = (await get(`/api/v1/pages/public/vehicle/${link.token}`)).body;

    expect(page).toContain('<h1>1926 Bentley 3 Litre</h1>');
    for (const hidden of ['Oil and filter', 'Oil filter element', 'Electronic ignition', '£'])
      expect(page).not.toContain(hidden);
    expect(page).not.toContain('vg-ssr-photo');
    expect(page).not.toContain('waiting for review');
  });

  it('shows records without their costs when costs were left out', async () => {
    const link = await shareLink({
      maintenance: true,
      modifications: true,
      photos: true,
      costs: false,
    });
    const page = (await get(`/api/v1/pages/public/vehicle/${link.token}`)).body;
    expect(page).toContain('Oil filter element');
    expect(page).not.toContain('£');
  });

  it('says in its API answer whether photos wait for review, only when the link shows photos', async () => {
    const withPhotos = await shareLink({
      maintenance: false,
      modifications: false,
      photos: true,
      costs: false,
    });
    const without = await shareLink({
      maintenance: false,
      modifications: false,
      photos: false,
      costs: false,
    });
    const answer = async (token: string) =>
      (
        await ctx.app.inject({ method: 'GET', url: `/api/v1/public/vehicles/by-token/${token}` })
      ).json().data;
    expect((await answer(withPhotos.token)).photosAwaitingReview).toBe(true);
    expect((await answer(without.token)).photosAwaitingReview).toBe(false);
  });
});

describe('the frame of every rendered page', () => {
  it('gives a phone a menu to the showcase, the registry and help, and the full footer', async () => {
    const link = await shareLink({
      maintenance: false,
      modifications: false,
      photos: false,
      costs: false,
    });
    const page = (await get(`/api/v1/pages/public/vehicle/${link.token}`)).body;
    expect(page).toMatch(
      /<details class="vg-ssr-menu"><summary><svg[^>]*aria-hidden="true"\s*><path[^>]*\/><\/svg\s*><span class="vg-ssr-sr">Menu<\/span><\/summary><nav aria-label="Menu"><a href="\/showcase">Showcase<\/a><a href="\/registry">Registry<\/a><a href="\/help">Help<\/a><\/nav><\/details>/,
    );
    expect(page).toContain('<a href="/#contact">Contact Us</a>');
    expect(page).toContain('Vintage Garage: a logbook for cars with a past.');
  });
});
