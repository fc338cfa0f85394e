import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, comment, createCar, insertPhoto } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// A suspended member's cars and words leave every public surface at once (docs/security.md, T9),
// even where an answer is kept: the public answers and pages this process keeps for a few seconds,
// and the community answers kept until a revision moves (docs/adr/0014). Each surface is read
// first, so its copy is kept, then the member is suspended through the admins' endpoint.

let ctx: TestContext;
let admin: TestUser;
let keeper: TestUser;
let reader: TestUser;
let publicCar: string;
let unlistedCar: string;
let readersCar: string;
let identifier: string;
let shareToken: string;
let photoAddress: string;
let commentText: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  keeper = await createUser(ctx);
  reader = await createUser(ctx);
  identifier = `SUSP${Date.now()}`;
  publicCar = await createCar(ctx, keeper, { identifier, make: 'Facel Vega' });
  unlistedCar = await createCar(ctx, keeper, { visibility: 'unlisted' });
  readersCar = await createCar(ctx, reader);
  await insertPhoto(ctx, { userId: keeper.user.id, vehicleId: publicCar, status: 'approved' });
  const featured = await call(ctx, admin, 'POST', '/api/v1/admin/showcase', {
    vehicleId: publicCar,
  });
  expect(featured.statusCode).toBe(201);
  const link = await call(ctx, keeper, 'POST', `/api/v1/vehicles/${unlistedCar}/share-links`, {});
  shareToken = link.json().data.token;
  const page = await call(ctx, null, 'GET', `/api/v1/public/vehicles/${publicCar}`);
  photoAddress = page.json().data.photos[0].displayUrl;
  commentText = `Lovely colour ${Date.now()}`;
  await comment(ctx, keeper, readersCar, commentText);
});
afterAll(() => ctx.close());

const get = (url: string) => call(ctx, null, 'GET', url);

/** Every public surface, each as a visitor reads it, and whether the keeper's things are on it. */
const SURFACES: { name: string; shows: () => Promise<boolean> }[] = [
  {
    name: 'the public vehicle answer',
    shows: async () => (await get(`/api/v1/public/vehicles/${publicCar}`)).statusCode === 200,
  },
  {
    name: 'the identifier search',
    shows: async () =>
      (await get(`/api/v1/public/vehicles/by-identifier/${identifier}`)).body.includes(publicCar),
  },
  {
    name: 'the share link',
    shows: async () =>
      (await get(`/api/v1/public/vehicles/by-token/${shareToken}`)).statusCode === 200,
  },
  {
    name: 'the vehicle page by identifier',
    shows: async () => (await get(`/api/v1/pages/public/${identifier}`)).statusCode === 200,
  },
  {
    name: 'the vehicle page by id',
    shows: async () => (await get(`/api/v1/pages/public/${publicCar}`)).statusCode === 200,
  },
  {
    name: 'the shared vehicle page',
    shows: async () => (await get(`/api/v1/pages/public/vehicle/${shareToken}`)).statusCode === 200,
  },
  {
    name: 'the showcase',
    shows: async () => (await get('/api/v1/showcase')).body.includes(publicCar),
  },
  {
    name: 'the showcase page',
    shows: async () => (await get('/api/v1/pages/showcase')).body.includes(`/public/${identifier}`),
  },
  {
    name: 'the registry',
    shows: async () => (await get('/api/v1/registry?q=Facel')).body.includes(publicCar),
  },
  {
    name: 'the registry groups',
    shows: async () => (await get('/api/v1/registry/groups')).body.includes('facel vega'),
  },
  {
    name: 'the keeper page',
    shows: async () => (await get(`/api/v1/pages/user/${keeper.user.username}`)).statusCode === 200,
  },
  {
    name: 'the sitemap',
    shows: async () =>
      (await get('/api/v1/pages/sitemap.xml')).body.includes(`/public/${identifier}`),
  },
  {
    name: 'comments on another car',
    shows: async () =>
      (await get(`/api/v1/public/vehicles/${readersCar}/comments`)).body.includes(commentText),
  },
  {
    name: 'an approved photo',
    shows: async () => (await get(photoAddress)).statusCode === 200,
  },
];

async function visibleSurfaces(): Promise<string[]> {
  const shown: string[] = [];
  for (const surface of SURFACES) if (await surface.shows()) shown.push(surface.name);
  return shown;
}

describe('a suspension reaches every public surface at once', () => {
  it('takes the keeper off every surface the moment they are suspended, and back once reinstated', async () => {
    const everywhere = SURFACES.map((surface) => surface.name);
    expect(await visibleSurfaces()).toEqual(everywhere);

    const suspended = await call(
      ctx,
      admin,
      'POST',
      `/api/v1/admin/users/${keeper.user.id}/suspend`,
      {
        message: 'Please contact us about your listings.',
      },
    );
    expect(suspended.statusCode).toBe(200);
    expect(await visibleSurfaces()).toEqual([]);

    const reinstated = await call(
      ctx,
      admin,
      'POST',
      `/api/v1/admin/users/${keeper.user.id}/reinstate`,
    );
    expect(reinstated.statusCode).toBe(200);
    expect(await visibleSurfaces()).toEqual(everywhere);
  });
});
