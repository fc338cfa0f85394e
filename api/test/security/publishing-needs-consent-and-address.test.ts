import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, comment, createCar } from '../community/community-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser, type TestUserOptions } from '../helpers/users.js';

// Whatever others read (a public or unlisted car, a share link, a comment, a report) needs an
// account that accepted the terms and proved its address; the API refuses it, whatever a screen
// shows or hides (docs/security.md, T15).

const CONFIRM_EMAIL =
  'Confirm your email address first: until then, nothing you add can be seen by others.';
const ACCEPT_TERMS =
  'Accept the Terms of Service and Privacy Policy first: until then, nothing you add can be seen by others.';

let ctx: TestContext;
let keeper: TestUser;
let keepersCar: string;
let keepersComment: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const admin = await createAdmin(ctx);
  keeper = await createUser(ctx);
  keepersCar = await createCar(ctx, keeper);
  keepersComment = await comment(ctx, keeper, keepersCar, 'Restored over three winters.');
  const featured = await call(ctx, admin, 'POST', '/api/v1/admin/showcase', {
    vehicleId: keepersCar,
  });
  expect(featured.statusCode).toBe(201);
});
afterAll(() => ctx.close());

/** A member of the kind given, with a private car of their own, a share link on it and a comment. */
async function memberWith(options: TestUserOptions) {
  const member = await createUser(ctx, options);
  const ownCar = await createCar(ctx, member, { visibility: 'private' });
  // What the member did before this rule (or before losing the state): a car made unlisted, a
  // link on it, a comment.
  await ctx.db
    .updateTable('vehicles')
    .set({ visibility: 'unlisted' })
    .where('id', '=', ownCar)
    .execute();
  const link = await ctx.db
    .insertInto('share_links')
    .values({
      user_id: member.user.id,
      vehicle_id: ownCar,
      token_hash: `hash-${ownCar}`,
      show_maintenance: true,
      show_modifications: true,
      show_photos: true,
      show_costs: false,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ownComment = await ctx.db
    .insertInto('comments')
    .values({ vehicle_id: keepersCar, target: 'vehicle', author_id: member.user.id, body: 'Hi' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { member, ownCar, linkId: link.id, commentId: ownComment.id };
}

type Setup = Awaited<ReturnType<typeof memberWith>>;

/** Every operation that puts something where others read it. */
const OPERATIONS: { name: string; send: (setup: Setup) => ReturnType<typeof call> }[] = [
  {
    name: 'adding a public car',
    send: ({ member }) =>
      call(ctx, member, 'POST', '/api/v1/vehicles', {
        identifierKind: 'chassis',
        identifier: `P ${Math.random().toString(16).slice(2, 10)}`,
        make: 'Lancia',
        model: 'Fulvia',
        visibility: 'public',
      }),
  },
  {
    name: 'making a car public',
    send: ({ member, ownCar }) =>
      call(ctx, member, 'PATCH', `/api/v1/vehicles/${ownCar}`, { visibility: 'public' }),
  },
  {
    name: 'making a share link',
    send: ({ member, ownCar }) =>
      call(ctx, member, 'POST', `/api/v1/vehicles/${ownCar}/share-links`, {}),
  },
  {
    name: 'rotating a share link',
    send: ({ member, linkId }) => call(ctx, member, 'POST', `/api/v1/share-links/${linkId}/rotate`),
  },
  {
    name: 'commenting on a public car',
    send: ({ member }) =>
      call(ctx, member, 'POST', `/api/v1/public/vehicles/${keepersCar}/comments`, {
        body: 'Buy my parts at www.example.test',
      }),
  },
  {
    name: 'replying on a showcase entry',
    send: ({ member }) =>
      call(ctx, member, 'POST', `/api/v1/showcase/${keepersCar}/comments`, {
        body: 'Lovely.',
      }),
  },
  {
    name: 'editing a comment',
    send: ({ member, commentId }) =>
      call(ctx, member, 'PATCH', `/api/v1/comments/${commentId}`, { body: 'Changed.' }),
  },
  {
    name: 'reporting a comment',
    send: ({ member }) =>
      call(ctx, member, 'POST', `/api/v1/comments/${keepersComment}/report`, { reason: 'spam' }),
  },
  {
    name: 'reporting a car',
    send: ({ member }) =>
      call(ctx, member, 'POST', `/api/v1/public/vehicles/${keepersCar}/report`, {
        reason: 'misleading',
      }),
  },
];

describe.each([
  ['an account whose address is not confirmed', { verified: false }, CONFIRM_EMAIL],
  ['an account that has not accepted the terms', { consented: false }, ACCEPT_TERMS],
])('%s', (_kind, options, message) => {
  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    'is refused %s, with a 403 that says why',
    async (_name, operation) => {
      const setup = await memberWith(options);
      const res = await operation.send(setup);
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe(message);
    },
  );

  it('leaves no trace where others read: no new comment, link or report', async () => {
    const setup = await memberWith(options);
    for (const operation of OPERATIONS) await operation.send(setup);
    const thread = await call(ctx, null, 'GET', `/api/v1/public/vehicles/${keepersCar}/comments`);
    expect(thread.body).not.toContain('www.example.test');
    const links = await ctx.db
      .selectFrom('share_links')
      .select('id')
      .where('user_id', '=', setup.member.user.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(links.map((link) => link.id)).toEqual([setup.linkId]);
    const reports = await ctx.db
      .selectFrom('content_reports')
      .select('id')
      .where('reporter_id', '=', setup.member.user.id)
      .execute();
    expect(reports).toEqual([]);
  });
});

describe('an account that accepted the terms and confirmed its address', () => {
  it.each(OPERATIONS.map((operation) => [operation.name, operation] as const))(
    'may go on with %s',
    async (_name, operation) => {
      const res = await operation.send(await memberWith({}));
      expect(res.statusCode).toBeLessThan(300);
    },
  );
});
