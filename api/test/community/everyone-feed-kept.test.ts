import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailedLink } from '../helpers/mail.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';
import { call, createCar } from './community-fixtures.js';

// The Everyone feed is kept once for all members until the feed's revision moves
// (feed/community-feed.ts). Each change a line shows must move it: a member who joins, leaves or
// renames themselves is on the next page any member reads, as are a public car's records.

let ctx: TestContext;
let reader: TestUser;
let otherReader: TestUser;

interface Line {
  kind: string;
  id: string;
  member?: { username: string; displayName: string | null };
  record?: { title: string };
}

const everyone = async (user: TestUser, kind: string) => {
  const res = await call(ctx, user, 'GET', `/api/v1/community/feed?scope=everyone&kind=${kind}`);
  expect(res.statusCode).toBe(200);
  return res.json().data as Line[];
};
const members = async (user: TestUser) =>
  (await everyone(user, 'member')).map((line) => line.member?.username);

beforeAll(async () => {
  ctx = await createTestApp();
  reader = await createUser(ctx, { username: 'first_reader' });
  otherReader = await createUser(ctx, { username: 'second_reader' });
});
afterAll(() => ctx.close());

describe('the Everyone feed, kept for all members', () => {
  it('shows a member once they confirm their address, and not before', async () => {
    expect(await members(reader)).not.toContain('new_joiner');
    const registered = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      payload: {
        email: 'new_joiner@example.test',
        username: 'new_joiner',
        password: 'a fine long passphrase',
      },
    });
    expect(registered.statusCode).toBe(201);
    expect(await members(otherReader)).not.toContain('new_joiner');

    const { token } = emailedLink(ctx, 'new_joiner@example.test');
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/email/confirm',
      payload: { token },
    });
    expect(confirmed.statusCode).toBe(200);
    expect((await members(reader))[0]).toBe('new_joiner');
  });

  it('shows a member’s new display name on the next page', async () => {
    const renamed = await createUser(ctx, { username: 'renamed_member' });
    await everyone(reader, 'member');
    const res = await call(ctx, renamed, 'PATCH', '/api/v1/profile/', {
      displayName: 'Giulietta Spider',
    });
    expect(res.statusCode).toBe(200);
    const line = (await everyone(otherReader, 'member')).find(
      (item) => item.member?.username === 'renamed_member',
    );
    expect(line?.member?.displayName).toBe('Giulietta Spider');
  });

  it('leaves out a member who deleted their account', async () => {
    const leaving = await createUser(ctx, { username: 'leaving_member' });
    expect(await members(reader)).toContain('leaving_member');
    const res = await call(ctx, leaving, 'DELETE', '/api/v1/profile/', {
      confirmUsername: 'leaving_member',
      password: DEFAULT_PASSWORD,
    });
    expect(res.statusCode).toBe(204);
    expect(await members(otherReader)).not.toContain('leaving_member');
  });

  it('shows a public car’s new record on the next page, and never a private car’s', async () => {
    const keeper = await createUser(ctx, { username: 'record_keeper' });
    const shown = await createCar(ctx, keeper);
    const hidden = await createCar(ctx, keeper, { visibility: 'private' });
    await everyone(reader, 'record');
    for (const [car, title] of [
      [hidden, 'Private lay-up'],
      [shown, 'Fitted new points'],
    ] as const) {
      const res = await call(ctx, keeper, 'POST', `/api/v1/vehicles/${car}/maintenance`, {
        performedOn: '2026-10-01',
        category: 'service',
        title,
      });
      expect(res.statusCode).toBe(201);
    }
    const titles = (await everyone(otherReader, 'record')).map((line) => line.record?.title);
    expect(titles).toEqual(['Fitted new points']);
  });
});
