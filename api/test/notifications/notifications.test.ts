import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../../src/features/notifications/index.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';

function get(url: string, who?: TestUser) {
  return ctx.app.inject({ method: 'GET', url, headers: who?.headers });
}

function post(url: string, who?: TestUser) {
  return ctx.app.inject({ method: 'POST', url, headers: who?.headers });
}

async function unreadCount(who: TestUser): Promise<number> {
  return (await get('/api/v1/notifications/unread-count', who)).json().data.count;
}

describe('notify()', () => {
  it('stores a notification the owner then lists, unread', async () => {
    const member = await createUser(ctx);
    const created = await notify(ctx.db, member.user.id, {
      kind: 'photo-approved',
      title: 'We replied to your feedback',
      body: 'Thanks for the idea.',
      link: '/help',
    });
    expect(created).toMatchObject({ kind: 'photo-approved', link: '/help', readAt: null });

    const res = await get('/api/v1/notifications', member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [created], page: { nextCursor: null } });
  });

  it('drops links that would leave the site and refuses a malformed kind', async () => {
    const member = await createUser(ctx);
    for (const link of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      expect(
        (await notify(ctx.db, member.user.id, { kind: 'showcase-featured', title: 'Hi', link }))!
          .link,
      ).toBeNull();
    }
    await expect(
      notify(ctx.db, member.user.id, { kind: 'Not A Kind' as never, title: 'Hi' }),
    ).rejects.toThrow(/kind/);
    await expect(
      notify(ctx.db, member.user.id, { kind: 'showcase-featured', title: '   ' }),
    ).rejects.toThrow(/title/);
  });
});

describe('GET /api/v1/notifications', () => {
  it('lists only my notifications, newest first, one cursor page at a time', async () => {
    const member = await createUser(ctx);
    const other = await createUser(ctx);
    await notify(ctx.db, other.user.id, { kind: 'showcase-featured', title: 'Not yours' });
    // One second apart, so "newest first" has a single right answer (notify() stamps now()).
    const titles = Array.from({ length: 25 }, (_, index) => `Notification ${index + 1}`);
    await ctx.db
      .insertInto('notifications')
      .values(
        titles.map((title, index) => ({
          user_id: member.user.id,
          kind: 'showcase-featured',
          title,
          created_at: new Date(Date.UTC(2026, 10, 1, 12, 0, index)),
        })),
      )
      .execute();

    const first = (await get('/api/v1/notifications', member)).json();
    expect(first.data).toHaveLength(20);
    expect(first.data[0].title).toBe('Notification 25');
    expect(first.page.nextCursor).toEqual(expect.any(String));

    const second = await get(
      `/api/v1/notifications?cursor=${encodeURIComponent(first.page.nextCursor)}`,
      member,
    );
    expect(second.statusCode).toBe(200);
    expect(second.json().page.nextCursor).toBeNull();
    const seen = [...first.data, ...second.json().data].map(
      (item: { title: string }) => item.title,
    );
    expect(seen).toEqual(titles.reverse());
  });

  it('answers a garbled cursor with 400 naming the field', async () => {
    const member = await createUser(ctx);
    const res = await get('/api/v1/notifications?cursor=not-a-cursor', member);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ cursor: 'Invalid cursor.' });
  });

  it('needs a signed-in caller', async () => {
    const res = await get('/api/v1/notifications');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Sign-in required');
  });

  it('refuses a suspended account with its message', async () => {
    const suspended = await createUser(ctx, { suspended: 'Paused while we look into reports.' });
    const res = await get('/api/v1/notifications', suspended);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe('Paused while we look into reports.');
  });
});

describe('POST /api/v1/notifications/:id/read', () => {
  it('marks my notification read and keeps the first read time', async () => {
    const member = await createUser(ctx);
    const created = await notify(ctx.db, member.user.id, {
      kind: 'showcase-featured',
      title: 'Read me',
    });
    expect(await unreadCount(member)).toBe(1);

    const first = await post(`/api/v1/notifications/${created!.id}/read`, member);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id: created!.id, readAt: expect.any(String) });
    const again = await post(`/api/v1/notifications/${created!.id}/read`, member);
    expect(again.json().data.readAt).toBe(first.json().data.readAt);
    expect(await unreadCount(member)).toBe(0);
  });

  it("answers 404 for another member's notification and leaves it unread", async () => {
    const owner = await createUser(ctx);
    const intruder = await createUser(ctx);
    const created = await notify(ctx.db, owner.user.id, {
      kind: 'showcase-featured',
      title: 'Private',
    });

    const res = await post(`/api/v1/notifications/${created!.id}/read`, intruder);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { message: 'Notification not found' } });
    expect(await unreadCount(owner)).toBe(1);
  });

  it('answers 404 for an unknown id and 400 naming the field for a malformed one', async () => {
    const member = await createUser(ctx);
    expect((await post(`/api/v1/notifications/${MISSING_ID}/read`, member)).statusCode).toBe(404);
    const malformed = await post('/api/v1/notifications/not-a-uuid/read', member);
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json().error.fields)).toEqual(['id']);
  });

  it('needs a signed-in caller', async () => {
    expect((await post(`/api/v1/notifications/${MISSING_ID}/read`)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/notifications/read-all', () => {
  it("marks all of mine read, answers how many, and leaves other members' alone", async () => {
    const member = await createUser(ctx);
    const other = await createUser(ctx);
    await notify(ctx.db, member.user.id, { kind: 'showcase-featured', title: 'One' });
    await notify(ctx.db, member.user.id, { kind: 'showcase-featured', title: 'Two' });
    await notify(ctx.db, other.user.id, { kind: 'showcase-featured', title: 'Theirs' });

    const res = await post('/api/v1/notifications/read-all', member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { updated: 2 } });
    expect(await unreadCount(member)).toBe(0);
    expect(await unreadCount(other)).toBe(1);
    expect((await post('/api/v1/notifications/read-all', member)).json()).toEqual({
      data: { updated: 0 },
    });
  });

  it('needs a signed-in caller', async () => {
    expect((await post('/api/v1/notifications/read-all')).statusCode).toBe(401);
  });
});

describe('GET /api/v1/notifications/unread-count', () => {
  it('counts my unread notifications only', async () => {
    const member = await createUser(ctx);
    expect(await unreadCount(member)).toBe(0);
    await notify(ctx.db, member.user.id, { kind: 'showcase-featured', title: 'New' });
    const res = await get('/api/v1/notifications/unread-count', member);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { count: 1 } });
  });

  it('needs a signed-in caller', async () => {
    expect((await get('/api/v1/notifications/unread-count')).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it("removes the member's notifications with the account", async () => {
    const member = await createUser(ctx);
    await notify(ctx.db, member.user.id, { kind: 'showcase-featured', title: 'Gone soon' });
    await ctx.db.deleteFrom('users').where('id', '=', member.user.id).execute();
    const left = await ctx.db
      .selectFrom('notifications')
      .where('user_id', '=', member.user.id)
      .selectAll()
      .execute();
    expect(left).toEqual([]);
  });
});

describe('GET /api/v1/notifications?kind=', () => {
  it('filters by kind (comma-separated), each item carrying what it is about', async () => {
    const member = await createUser(ctx);
    await notify(ctx.db, member.user.id, {
      kind: 'reminder-due',
      title: 'MOT is due',
      target: { kind: 'reminder', id: MISSING_ID },
    });
    await notify(ctx.db, member.user.id, { kind: 'photo-approved', title: 'Photo approved' });
    await notify(ctx.db, member.user.id, { kind: 'reminder-overdue', title: 'MOT is overdue' });

    const reminders = await get('/api/v1/notifications?kind=reminder-due,reminder-overdue', member);
    expect(reminders.statusCode).toBe(200);
    expect(reminders.json().data.map((n: { title: string }) => n.title)).toEqual([
      'MOT is overdue',
      'MOT is due',
    ]);
    expect(reminders.json().data[1]).toMatchObject({
      targetKind: 'reminder',
      targetId: MISSING_ID,
    });
    const photos = await get('/api/v1/notifications?kind=photo-approved', member);
    expect(photos.json().data).toEqual([
      expect.objectContaining({ title: 'Photo approved', targetKind: null, targetId: null }),
    ]);
  });

  it('answers 422 naming the field for an unknown kind, 401 to a visitor', async () => {
    const member = await createUser(ctx);
    const res = await get('/api/v1/notifications?kind=reminder-due,gossip', member);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ kind: 'Unknown kind “gossip”.' });
    expect((await get('/api/v1/notifications?kind=reminder-due')).statusCode).toBe(401);
  });
});
