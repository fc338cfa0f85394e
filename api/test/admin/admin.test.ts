import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

let ctx: TestContext;
let admin: TestUser;
beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx, { username: 'the_admin' });
});
afterAll(() => ctx.close());

const asAdmin = (
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: Record<string, unknown>,
) => ctx.app.inject({ method, url: `/api/v1/admin${url}`, headers: admin.headers, payload });

describe('admin access', () => {
  it.each([
    ['GET', '/overview'],
    ['GET', '/users'],
    ['POST', `/users/${crypto.randomUUID()}/suspend`],
    ['POST', `/users/${crypto.randomUUID()}/reinstate`],
    ['GET', '/feedback'],
    ['PATCH', `/feedback/${crypto.randomUUID()}`],
  ] as const)('%s %s answers 401 to guests and 403 to non-admins', async (method, url) => {
    expect((await ctx.app.inject({ method, url: `/api/v1/admin${url}` })).statusCode).toBe(401);
    const { headers } = await createUser(ctx);
    const res = await ctx.app.inject({ method, url: `/api/v1/admin${url}`, headers, payload: {} });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { message: 'Administrator access required' } });
  });
});

describe('GET /admin/overview', () => {
  it('counts users and feedback', async () => {
    const before = (await asAdmin('GET', '/overview')).json().data;
    await createUser(ctx, { verified: false });
    await createUser(ctx, { suspended: 'x' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/submit',
      payload: { title: 'T', description: 'D', contactEmail: 'a@example.test' },
    });
    const after = (await asAdmin('GET', '/overview')).json().data;
    expect(after).toEqual({
      users: before.users + 2,
      admins: before.admins,
      suspended: before.suspended + 1,
      unverified: before.unverified + 1,
      feedback: before.feedback + 1,
      newFeedback: before.newFeedback + 1,
      pendingPhotos: before.pendingPhotos,
      openReports: before.openReports,
      failedJobs: before.failedJobs,
    });
  });
});

describe('GET /admin/users', () => {
  it('searches and pages through accounts, newest first', async () => {
    for (let index = 0; index < 5; index++) {
      const { user } = await createUser(ctx, { username: `pager_${index}` });
      // Distinct creation times, a minute apart, so the order does not depend on how fast inserts run.
      await sql`update users set created_at = now() - make_interval(mins => ${10 - index}) where id = ${user.id}`.execute(
        ctx.db,
      );
    }
    const first = await asAdmin('GET', '/users?query=pager_&limit=2');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    expect(page1.data.map((user: { username: string }) => user.username)).toEqual([
      'pager_4',
      'pager_3',
    ]);
    expect(page1.page.nextCursor).toEqual(expect.any(String));
    const page2 = (
      await asAdmin('GET', `/users?query=pager_&limit=2&cursor=${page1.page.nextCursor}`)
    ).json();
    expect(page2.data.map((user: { username: string }) => user.username)).toEqual([
      'pager_2',
      'pager_1',
    ]);
    const page3 = (
      await asAdmin('GET', `/users?query=pager_&limit=2&cursor=${page2.page.nextCursor}`)
    ).json();
    expect(page3).toMatchObject({
      data: [{ username: 'pager_0', suspended: false }],
      page: { nextCursor: null },
    });
  });

  it('treats % and _ literally and rejects broken cursors', async () => {
    expect((await asAdmin('GET', '/users?query=%25%25%25')).json().data).toEqual([]);
    const res = await asAdmin('GET', '/users?cursor=garbage');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ cursor: 'Invalid cursor.' });
    expect((await asAdmin('GET', '/users?limit=1000')).statusCode).toBe(400);
  });
});

describe('suspension', () => {
  it('suspends with a message every call then answers, and reinstates', async () => {
    const target = await createUser(ctx);
    const res = await asAdmin('POST', `/users/${target.user.id}/suspend`, {
      message: 'Please contact us about your listings.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: target.user.id,
      suspended: true,
      suspensionMessage: 'Please contact us about your listings.',
    });

    const blocked = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/auth/user',
      headers: target.headers,
    });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toEqual({
      error: { message: 'Please contact us about your listings.' },
    });

    const back = await asAdmin('POST', `/users/${target.user.id}/reinstate`);
    expect(back.json().data).toMatchObject({ suspended: false, suspensionMessage: null });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/user', headers: target.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('needs a message, a real account, and not yourself', async () => {
    const target = await createUser(ctx);
    const empty = await asAdmin('POST', `/users/${target.user.id}/suspend`, { message: '' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      message: 'Please write the message the person will see.',
    });
    expect(
      (await asAdmin('POST', `/users/${crypto.randomUUID()}/suspend`, { message: 'x' })).statusCode,
    ).toBe(404);
    expect((await asAdmin('POST', '/users/not-a-uuid/suspend', { message: 'x' })).statusCode).toBe(
      400,
    );
    const self = await asAdmin('POST', `/users/${admin.user.id}/suspend`, { message: 'oops' });
    expect(self.statusCode).toBe(422);
  });
});

describe('feedback inbox', () => {
  it('lists messages with their sender and changes their status', async () => {
    const sender = await createUser(ctx);
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/feedback/submit',
      headers: sender.headers,
      payload: { title: 'Inbox test', description: 'Hello admins' },
    });
    const id = sent.json().data.id;
    const list = (await asAdmin('GET', '/feedback?status=new')).json();
    expect(list.data[0]).toMatchObject({
      id,
      title: 'Inbox test',
      status: 'new',
      contactEmail: null,
      sender: { id: sender.user.id, username: sender.user.username, email: sender.user.email },
    });

    const read = await asAdmin('PATCH', `/feedback/${id}`, { status: 'read' });
    expect(read.json().data).toMatchObject({ id, status: 'read' });
    expect(
      (await asAdmin('GET', '/feedback?status=new'))
        .json()
        .data.some((item: { id: string }) => item.id === id),
    ).toBe(false);
  });

  it('validates the status and the id', async () => {
    const bad = await asAdmin('PATCH', `/feedback/${crypto.randomUUID()}`, { status: 'deleted' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('status');
    expect(
      (await asAdmin('PATCH', `/feedback/${crypto.randomUUID()}`, { status: 'read' })).statusCode,
    ).toBe(404);
  });
});
