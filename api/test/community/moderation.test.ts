import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { call, comment, createCar } from './community-fixtures.js';

// The administrators' reports queue (docs/product.md#moderation).

let ctx: TestContext;
let admin: TestUser;
let keeper: TestUser;
let troll: TestUser;
let reporter: TestUser;
let car: string;

beforeAll(async () => {
  ctx = await createTestApp();
  admin = await createAdmin(ctx);
  keeper = await createUser(ctx);
  troll = await createUser(ctx, { username: 'troll_99' });
  reporter = await createUser(ctx, { username: 'careful_reader' });
  car = await createCar(ctx, keeper);
});
afterAll(() => ctx.close());

const queue = (user: TestUser | null = admin, query = '') =>
  call(ctx, user, 'GET', `/api/v1/admin/reports${query}`);

describe('the reports queue', () => {
  it('is for admins only', async () => {
    expect((await queue(null)).statusCode).toBe(401);
    expect((await queue(reporter)).statusCode).toBe(403);
  });

  it("lists a report with the comment, the reporter and the reported member's history", async () => {
    const earlier = await comment(ctx, troll, car, 'First rude remark.');
    await call(ctx, keeper, 'POST', `/api/v1/comments/${earlier}/hide`);
    const rude = await comment(ctx, troll, car, 'Rude remark.');
    const filed = await call(ctx, reporter, 'POST', `/api/v1/comments/${rude}/report`, {
      reason: 'abuse',
      note: 'Insulting the keeper',
    });
    await call(ctx, keeper, 'POST', `/api/v1/comments/${rude}/report`, { reason: 'spam' });
    const res = await queue();
    expect(res.statusCode).toBe(200);
    const report = res.json().data.find((r: { id: string }) => r.id === filed.json().data.id);
    expect(report).toMatchObject({
      target: 'comment',
      reason: 'abuse',
      note: 'Insulting the keeper',
      status: 'open',
      reporter: { username: 'careful_reader' },
      comment: { id: rude, body: 'Rude remark.', hidden: false, deleted: false, thread: 'vehicle' },
      vehicle: { id: car, visibility: 'public' },
      reportedMember: {
        id: troll.user.id,
        username: 'troll_99',
        suspended: false,
        reportCount: 2,
        hiddenCommentCount: 1,
      },
      otherOpenReports: 1,
    });
  });

  it('hiding a comment resolves its reports and it is gone for a visitor; restoring brings it back', async () => {
    const bad = await comment(ctx, troll, car, 'Really bad words.');
    await call(ctx, reporter, 'POST', `/api/v1/comments/${bad}/report`, { reason: 'abuse' });
    const hidden = await call(ctx, admin, 'POST', `/api/v1/admin/comments/${bad}/hide`);
    expect(hidden.json()).toEqual({ data: { id: bad, hidden: true, resolvedReports: 1 } });
    const page = await call(ctx, null, 'GET', `/api/v1/public/vehicles/${car}/comments`);
    expect(page.body).not.toContain('Really bad words.');
    const open = (await queue())
      .json()
      .data.map((r: { comment: { id: string } | null }) => r.comment?.id);
    expect(open).not.toContain(bad);
    const actioned = (await queue(admin, '?status=actioned')).json().data;
    expect(actioned[0]).toMatchObject({ status: 'actioned', comment: { id: bad, hidden: true } });

    await call(ctx, admin, 'POST', `/api/v1/admin/comments/${bad}/restore`);
    const again = await call(ctx, null, 'GET', `/api/v1/public/vehicles/${car}/comments`);
    expect(again.body).toContain('Really bad words.');
  });

  it('dismisses a report, and a car can be reported too', async () => {
    const filed = await call(ctx, reporter, 'POST', `/api/v1/public/vehicles/${car}/report`, {
      reason: 'misleading',
      note: 'Not a real Sprint GT',
    });
    const id = filed.json().data.id;
    const listed = (await queue()).json().data.find((r: { id: string }) => r.id === id);
    expect(listed).toMatchObject({
      target: 'vehicle',
      comment: null,
      reportedMember: { id: keeper.user.id },
    });
    const res = await call(ctx, admin, 'POST', `/api/v1/admin/reports/${id}/dismiss`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id,
      status: 'dismissed',
      resolvedAt: expect.any(String),
    });
    expect(
      (await call(ctx, admin, 'POST', `/api/v1/admin/reports/${crypto.randomUUID()}/dismiss`))
        .statusCode,
    ).toBe(404);
    expect(
      (await call(ctx, reporter, 'POST', `/api/v1/admin/reports/${id}/dismiss`)).statusCode,
    ).toBe(403);
  });

  it('suspending the author from the queue removes all their comments from the page and its count', async () => {
    await comment(ctx, troll, car, 'Yet another remark.');
    const before = (await call(ctx, null, 'GET', `/api/v1/public/vehicles/${car}/comments`)).json();
    expect(before.thread.commentCount).toBeGreaterThan(0);
    const suspended = await call(
      ctx,
      admin,
      'POST',
      `/api/v1/admin/users/${troll.user.id}/suspend`,
      {
        message: 'Abusive comments.',
      },
    );
    expect(suspended.statusCode).toBe(200);
    const after = await call(ctx, null, 'GET', `/api/v1/public/vehicles/${car}/comments`);
    expect(after.body).not.toContain('troll_99');
    expect(after.json().thread.commentCount).toBe(0);
    const report = (await queue())
      .json()
      .data.find(
        (r: { reportedMember: { id: string } | null }) => r.reportedMember?.id === troll.user.id,
      );
    expect(report.reportedMember).toMatchObject({
      suspended: true,
      suspensionMessage: 'Abusive comments.',
    });
  });
});
