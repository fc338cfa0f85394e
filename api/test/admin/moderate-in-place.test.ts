import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUES } from '../../src/jobs/queues.js';
import { call, comment, createCar, insertPhoto } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// Moderating where the content is (docs/product.md, Moderation): the showcase's car search, a car's
// standing for an administrator on its page, "What needs attention" counting what its queues hold,
// failed jobs retried or discarded.

let ctx: TestContext;
let admin: TestUser;
let member: TestUser;
let keeper: TestUser;
let jaguar: string;
let giulia: string;
let privateCar: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  member = await createUser(ctx);
  keeper = await createUser(ctx, { username: 'etype_keeper' });
  jaguar = await createCar(ctx, keeper, {
    make: 'Jaguar',
    model: 'E-Type',
    variant: 'Series 1',
    modelYear: 1962,
    identifierKind: 'chassis',
    identifier: '850 123',
  });
  giulia = await createCar(ctx, member, { modelYear: 1967 });
  privateCar = await createCar(ctx, keeper, {
    make: 'Jaguar',
    model: 'XK120',
    visibility: 'private',
  });
}, 60_000);
afterAll(() => ctx.close());

const get = (user: TestUser | null, url: string) => call(ctx, user, 'GET', `/api/v1/admin${url}`);
const found = async (q: string) => {
  const res = await get(admin, `/vehicles?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<{ id: string; featured: boolean; note: string | null }>;
};

describe('GET /admin/vehicles: the showcase finds cars as the registry does', () => {
  it('finds public cars by make, model, year, keeper and identifier, never a private one', async () => {
    expect((await found('jaguar')).map((car) => car.id)).toEqual([jaguar]);
    expect((await found('e-type')).map((car) => car.id)).toEqual([jaguar]);
    expect((await found('1962 jaguar')).map((car) => car.id)).toEqual([jaguar]);
    expect((await found('1967')).map((car) => car.id)).toEqual([giulia]);
    expect((await found('@etype_keeper')).map((car) => car.id)).toEqual([jaguar]);
    expect((await found('850-123')).map((car) => car.id)).toEqual([jaguar]);
    expect((await found('xk120')).map((car) => car.id)).toEqual([]);
    expect((await found('1962 alfa')).map((car) => car.id)).toEqual([]);
  });

  it('says which cars are already featured, with their blurb', async () => {
    expect((await found('jaguar'))[0]).toMatchObject({ featured: false, note: null });
    const featured = await call(ctx, admin, 'POST', '/api/v1/admin/showcase', {
      vehicleId: jaguar,
      note: 'A Series 1 flat-floor.',
    });
    expect(featured.statusCode).toBe(201);
    expect((await found('jaguar'))[0]).toMatchObject({
      featured: true,
      note: 'A Series 1 flat-floor.',
      title: '1962 Jaguar E-Type Series 1',
      keeper: { username: 'etype_keeper', isAdmin: false, suspended: false },
    });
    await call(ctx, admin, 'DELETE', `/api/v1/admin/showcase/${jaguar}`);
  });

  it('answers 401 to a visitor and 403 to a member, and 400 naming q when it is too long', async () => {
    expect((await get(null, '/vehicles?q=jaguar')).statusCode).toBe(401);
    expect((await get(member, '/vehicles?q=jaguar')).statusCode).toBe(403);
    expect((await get(keeper, '/vehicles?q=jaguar')).statusCode).toBe(403);
    const tooLong = await get(admin, `/vehicles?q=${'a'.repeat(101)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.body).toContain('q');
  });
});

describe('GET /admin/vehicles/:vehicleId: a car as its page shows it to an administrator', () => {
  it('says whether it is featured and who keeps it', async () => {
    const res = await get(admin, `/vehicles/${jaguar}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: jaguar,
      featured: false,
      visibility: 'public',
      keeper: { id: keeper.user.id, username: 'etype_keeper', isAdmin: false, suspended: false },
    });
  });

  it('answers 401 to a visitor, 403 to the owner and to a member, 404 for no such car', async () => {
    expect((await get(null, `/vehicles/${jaguar}`)).statusCode).toBe(401);
    expect((await get(keeper, `/vehicles/${jaguar}`)).statusCode).toBe(403);
    expect((await get(member, `/vehicles/${jaguar}`)).statusCode).toBe(403);
    expect((await get(admin, `/vehicles/${crypto.randomUUID()}`)).statusCode).toBe(404);
    expect((await get(admin, '/vehicles/not-a-uuid')).statusCode).toBe(400);
  });

  it('is not found for a car that is not public: neither its keeper nor its blurb, to anyone', async () => {
    // Featured with a blurb while public, then made private and unlisted by its keeper.
    const blurb = `A matching-numbers roadster ${crypto.randomUUID()}`;
    const featuredThenHidden = await createCar(ctx, keeper, { make: 'Jaguar', model: 'XK150' });
    const featured = await call(ctx, admin, 'POST', '/api/v1/admin/showcase', {
      vehicleId: featuredThenHidden,
      note: blurb,
    });
    expect(featured.statusCode, featured.body).toBe(201);
    const unlisted = await createCar(ctx, keeper, { make: 'Jaguar', model: 'Mark 2' });
    for (const [car, visibility] of [
      [featuredThenHidden, 'private'],
      [unlisted, 'unlisted'],
    ] as const) {
      const made = await call(ctx, keeper, 'PATCH', `/api/v1/vehicles/${car}`, { visibility });
      expect(made.statusCode, made.body).toBe(200);
    }
    for (const car of [privateCar, featuredThenHidden, unlisted]) {
      for (const [caller, status] of [
        [admin, 404],
        [member, 403],
        [null, 401],
      ] as const) {
        const res = await get(caller, `/vehicles/${car}`);
        expect(res.statusCode, res.body).toBe(status);
        for (const secret of ['etype_keeper', keeper.user.id, blurb, 'XK1', 'Mark 2'])
          expect(res.body).not.toContain(secret);
      }
    }
    // Unknown and hidden read alike: the answer does not say a car is there.
    const unknown = await get(admin, `/vehicles/${crypto.randomUUID()}`);
    expect((await get(admin, `/vehicles/${privateCar}`)).json()).toEqual(unknown.json());
  });
});

/** A job that ran out of retries, as the runner leaves one; not due to run again for an hour. */
async function failedJob(message: string): Promise<string> {
  const id = await ctx.app.jobs.send(
    ctx.db,
    QUEUES.reminderScan,
    { vehicleId: jaguar },
    { startAfter: 3600 },
  );
  if (!id) throw new Error('no job id');
  await sql`update ${sql.id(ctx.app.jobs.bossSchema, 'job')}
    set state = 'failed', output = ${JSON.stringify({ message })}::jsonb, completed_on = now()
    where id = ${id}`.execute(ctx.db);
  return id;
}

const failedIds = async () =>
  ((await get(admin, '/jobs/failed')).json().data.jobs as Array<{ id: string }>).map(
    (job) => job.id,
  );

describe('failed jobs: Retry and Discard', () => {
  it('retry puts the job back in its queue; it leaves the failed list', async () => {
    const id = await failedJob('connect ECONNREFUSED 127.0.0.1:25');
    expect(await failedIds()).toContain(id);
    const res = await call(ctx, admin, 'POST', '/api/v1/admin/jobs/failed/retry', { id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ id });
    expect(await failedIds()).not.toContain(id);
    // Retried once already: no longer failed, so a second Retry says so next to the id.
    const again = await call(ctx, admin, 'POST', '/api/v1/admin/jobs/failed/retry', { id });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.fields.id).toMatch(/no longer failed/);
  });

  it('discard removes the job for good', async () => {
    const id = await failedJob('Template missing');
    const res = await call(ctx, admin, 'POST', '/api/v1/admin/jobs/failed/discard', { id });
    expect(res.statusCode, res.body).toBe(204);
    expect(await failedIds()).not.toContain(id);
    const { rows } = await sql`select 1 from ${sql.id(ctx.app.jobs.bossSchema, 'job')}
      where id = ${id}`.execute(ctx.db);
    expect(rows).toHaveLength(0);
  });

  it.each(['retry', 'discard'])(
    '%s answers 401 to a visitor, 403 to a member, 400 naming id for a malformed one',
    async (action) => {
      const id = await failedJob('boom');
      const url = `/api/v1/admin/jobs/failed/${action}`;
      expect((await call(ctx, null, 'POST', url, { id })).statusCode).toBe(401);
      expect((await call(ctx, member, 'POST', url, { id })).statusCode).toBe(403);
      expect((await call(ctx, keeper, 'POST', url, { id })).statusCode).toBe(403);
      const malformed = await call(ctx, admin, 'POST', url, { id: 'nope' });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.body).toContain('id');
      expect(await failedIds()).toContain(id);
    },
  );
});

describe('GET /admin/overview: what needs attention counts what its queues hold', () => {
  it('photos waiting, open reports, new feedback and failed jobs match their queues', async () => {
    await insertPhoto(ctx, { userId: keeper.user.id, vehicleId: jaguar });
    await insertPhoto(ctx, { userId: member.user.id, vehicleId: giulia });
    const remark = await comment(ctx, member, jaguar, 'Lovely car.');
    await call(ctx, keeper, 'POST', `/api/v1/comments/${remark}/report`, { reason: 'spam' });
    await failedJob('still failing');
    await call(ctx, null, 'POST', '/api/v1/feedback/submit', {
      title: 'Hello',
      description: 'A question.',
      contactEmail: 'guest@example.test',
    });

    const overviewRes = await get(admin, '/overview');
    expect(overviewRes.statusCode, overviewRes.body).toBe(200);
    const overview = overviewRes.json().data;
    const photos = (await get(admin, '/photos?status=pending&limit=100')).json().data;
    const reports = (await get(admin, '/reports?status=open&limit=100')).json().data;
    const feedback = (await get(admin, '/feedback?status=new&limit=100')).json().data;
    const jobs = (await get(admin, '/jobs/failed')).json().data;
    expect(overview).toMatchObject({
      pendingPhotos: photos.length,
      openReports: reports.length,
      newFeedback: feedback.length,
      failedJobs: jobs.total,
    });
    expect(overview.pendingPhotos).toBeGreaterThanOrEqual(2);
    expect(overview.openReports).toBeGreaterThanOrEqual(1);
    expect(overview.failedJobs).toBeGreaterThanOrEqual(1);
  });
});
