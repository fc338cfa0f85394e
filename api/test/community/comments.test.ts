import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import {
  call,
  comment,
  createCar,
  makePrivate,
  notificationsOf,
  suspend,
} from './community-fixtures.js';

// Comments on public cars and showcase entries (docs/product.md#comments).

let ctx: TestContext;
let keeper: TestUser;
let member: TestUser;
let admin: TestUser;
let car: string;

beforeAll(async () => {
  ctx = await createTestApp({
    rateLimits: {
      commentsPerMember: { max: 3, windowMs: 60_000 },
      // Every member here comments from the same test address; that limit has its own test.
      commentsPerAddress: { max: 1_000, windowMs: 60_000 },
    },
  });
  admin = await createAdmin(ctx);
});
afterAll(() => ctx.close());

/** Members older than a week, so the new-member link rule stays out of the way unless tested. */
async function seasoned(name: string) {
  const user = await createUser(ctx);
  await ctx.db
    .updateTable('users')
    .set({ display_name: name, created_at: new Date('2020-01-01') } as never)
    .where('id', '=', user.user.id)
    .execute();
  return user;
}

beforeEach(async () => {
  keeper = await seasoned('Ann Keeper');
  member = await seasoned('Bob Member');
  car = await createCar(ctx, keeper);
});

const thread = (user: TestUser | null, id = car) =>
  call(ctx, user, 'GET', `/api/v1/public/vehicles/${id}/comments`);

describe('reading and writing comments', () => {
  it('lets a member comment and a visitor read, newest first, with one level of replies', async () => {
    const first = await comment(ctx, member, car, 'How did you rebuild the *Weber* carburettors?');
    const second = await comment(ctx, keeper, car, 'Fresh paint last spring.');
    const reply = await comment(ctx, keeper, car, 'With a kit from **the club**.', first);

    const res = await thread(null);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.thread).toEqual({
      vehicleId: car,
      target: 'vehicle',
      commentCount: 3,
      canComment: false,
    });
    expect(body.data.map((c: { id: string }) => c.id)).toEqual([second, first]);
    expect(body.data[1]).toMatchObject({
      id: first,
      parentId: null,
      author: { username: member.user.username, displayName: 'Bob Member' },
      // Stored as written: the screens render the light markdown safely.
      body: 'How did you rebuild the *Weber* carburettors?',
      editedAt: null,
      deleted: false,
      hidden: false,
      canEdit: false,
      canReport: false,
      replies: [
        expect.objectContaining({
          id: reply,
          parentId: first,
          body: 'With a kit from **the club**.',
        }),
      ],
    });
    const asMember = (await thread(member)).json();
    expect(asMember.thread.canComment).toBe(true);
    expect(asMember.data[1]).toMatchObject({
      canEdit: true,
      canDelete: true,
      canHide: false,
      canReport: false,
    });
    expect(asMember.data[0]).toMatchObject({ canEdit: false, canReport: true });
    const asKeeper = (await thread(keeper)).json();
    expect(asKeeper.data[1]).toMatchObject({ canHide: true, canReport: true, canEdit: false });
  });

  it('refuses a reply to a reply, naming parentId', async () => {
    const first = await comment(ctx, member, car, 'Lovely.');
    const reply = await comment(ctx, keeper, car, 'Thank you.', first);
    const res = await call(ctx, member, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'You are welcome.',
      parentId: reply,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({
      parentId: 'Reply to the comment at the top of this conversation instead.',
    });
  });

  it('answers 400/422 naming the field for blank, too long or malformed input, never 500', async () => {
    const blank = await call(ctx, member, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: '   ',
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().error.fields).toEqual({ body: 'Write something before posting.' });
    const long = await call(ctx, member, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'x'.repeat(5001),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().error.fields).toEqual({
      body: 'A comment can be at most 5000 characters long.',
    });
    const badParent = await call(ctx, member, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'Hello',
      parentId: 'nope',
    });
    expect(badParent.statusCode).toBe(400);
    expect(badParent.json().error.fields).toHaveProperty('parentId');
    const badCursor = await call(
      ctx,
      null,
      'GET',
      `/api/v1/public/vehicles/${car}/comments?cursor=zzz`,
    );
    expect(badCursor.statusCode).toBe(400);
  });

  it('needs a signed-in member to write', async () => {
    const res = await call(ctx, null, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'Hi',
    });
    expect(res.statusCode).toBe(401);
  });

  it('has no thread on a private car, for anyone, its keeper included', async () => {
    const hidden = await createCar(ctx, keeper, { visibility: 'private' });
    expect((await thread(null, hidden)).statusCode).toBe(404);
    const post = await call(ctx, keeper, 'POST', `/api/v1/public/vehicles/${hidden}/comments`, {
      body: 'Hi',
    });
    expect(post.statusCode).toBe(404);
    expect(post.json().error.message).toBe('No public vehicle here');
  });

  it('pages through top-level comments without repeating or skipping', async () => {
    const ids = [];
    for (let i = 0; i < 5; i += 1)
      ids.push(await comment(ctx, await seasoned(`M${i}`), car, `Comment ${i}`));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await call(
        ctx,
        null,
        'GET',
        `/api/v1/public/vehicles/${car}/comments?limit=2${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...res.json().data.map((c: { id: string }) => c.id));
      cursor = res.json().page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
  });
});

describe('editing and deleting one’s own comment', () => {
  it('marks an edit, and only the author may edit or delete', async () => {
    const id = await comment(ctx, member, car, 'Nice carb.');
    const others = await call(ctx, keeper, 'PATCH', `/api/v1/comments/${id}`, { body: 'Hacked' });
    expect(others.statusCode).toBe(404);
    const res = await call(ctx, member, 'PATCH', `/api/v1/comments/${id}`, {
      body: 'Nice carburettor.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      body: 'Nice carburettor.',
      editedAt: expect.any(String),
    });
    expect((await call(ctx, admin, 'DELETE', `/api/v1/comments/${id}`)).statusCode).toBe(404);
    expect((await call(ctx, member, 'DELETE', `/api/v1/comments/${id}`)).statusCode).toBe(204);
    expect((await thread(null)).json()).toMatchObject({ data: [], thread: { commentCount: 0 } });
  });

  it('keeps a deleted comment with replies as a placeholder without its words', async () => {
    const id = await comment(ctx, member, car, 'Question about the gearbox.');
    await comment(ctx, keeper, car, 'Five speeds.', id);
    await call(ctx, member, 'DELETE', `/api/v1/comments/${id}`);
    const [top] = (await thread(null)).json().data;
    expect(top).toMatchObject({
      id,
      body: null,
      deleted: true,
      replies: [expect.objectContaining({ body: 'Five speeds.' })],
    });
    expect((await thread(null)).json().thread.commentCount).toBe(1);
  });
});

describe('the keeper hides comments on their car', () => {
  it('hides a comment and its replies from everyone else and every count; restores it', async () => {
    const rude = await comment(ctx, member, car, 'Rude words.');
    await comment(ctx, await seasoned('C'), car, 'Agreed.', rude);
    const notYours = await call(ctx, member, 'POST', `/api/v1/comments/${rude}/hide`);
    expect(notYours.statusCode).toBe(404);
    const hide = await call(ctx, keeper, 'POST', `/api/v1/comments/${rude}/hide`);
    expect(hide.json()).toEqual({ data: { id: rude, hidden: true, resolvedReports: 0 } });

    expect((await thread(null)).json()).toMatchObject({ data: [], thread: { commentCount: 0 } });
    expect((await thread(member)).json().data).toEqual([]);
    const community = await call(ctx, null, 'GET', `/api/v1/public/vehicles/${car}/community`);
    expect(community.json().data.commentCount).toBe(0);
    // The keeper still sees it, marked, to restore it.
    const mine = (await thread(keeper)).json().data;
    expect(mine).toEqual([expect.objectContaining({ id: rude, hidden: true, canHide: true })]);

    const restore = await call(ctx, keeper, 'POST', `/api/v1/comments/${rude}/restore`);
    expect(restore.json().data).toMatchObject({ hidden: false });
    expect((await thread(null)).json().thread.commentCount).toBe(2);
  });

  it("cannot undo a moderator's hiding", async () => {
    const id = await comment(ctx, member, car, 'Spam spam.');
    await call(ctx, admin, 'POST', `/api/v1/admin/comments/${id}/hide`);
    const res = await call(ctx, keeper, 'POST', `/api/v1/comments/${id}/restore`);
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toBe(
      'A moderator hid this comment; only a moderator can show it again.',
    );
  });
});

describe("a suspended member's comments", () => {
  it('disappear from the page and the counts, for the keeper too', async () => {
    const spammer = await seasoned('Spammer');
    await comment(ctx, spammer, car, 'Buy now.');
    await comment(ctx, member, car, 'A real question.');
    await suspend(ctx, spammer);
    const body = (await thread(null)).json();
    expect(body.data.map((c: { body: string }) => c.body)).toEqual(['A real question.']);
    expect(body.thread.commentCount).toBe(1);
    const asKeeper = (await thread(keeper)).json();
    expect(asKeeper.data).toHaveLength(1);
  });
});

describe('limits', () => {
  it('lets a new account put at most one link in a comment, with a clear message', async () => {
    const newcomer = await createUser(ctx);
    const two = await call(ctx, newcomer, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'See https://example.com/a and www.example.org/b',
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().error).toEqual({
      message:
        'New members can include at most one link in a comment. Please remove the extra links.',
      fields: {
        body: 'New members can include at most one link in a comment. Please remove the extra links.',
      },
    });
    const one = await call(ctx, newcomer, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'The manual: https://example.com/manual',
    });
    expect(one.statusCode).toBe(201);
    // An established member may share several.
    const many = await call(ctx, member, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'https://example.com/a https://example.com/b',
    });
    // member is seasoned by age but has fewer than five comments: still new by the comment count.
    expect(many.statusCode).toBe(422);
    await sql`insert into comments (vehicle_id, target, author_id, body)
      select ${car}, 'vehicle', ${member.user.id}, 'old ' || n from generate_series(1, 5) n`.execute(
      ctx.db,
    );
    const later = await call(ctx, member, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'https://example.com/a https://example.com/b',
    });
    expect(later.statusCode).toBe(201);
  });

  it('rate-limits comments per member with 429 and Retry-After', async () => {
    const chatty = await seasoned('Chatty');
    for (let i = 0; i < 3; i += 1) await comment(ctx, chatty, car, `Note ${i}`);
    const res = await call(ctx, chatty, 'POST', `/api/v1/public/vehicles/${car}/comments`, {
      body: 'One more',
    });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
  });
});

describe('notifications', () => {
  it('tells the keeper about a comment and the author about a reply, never anyone about their own', async () => {
    const question = await comment(ctx, member, car, 'How original is the engine?');
    expect(await notificationsOf(ctx, keeper)).toEqual([
      expect.objectContaining({
        kind: 'vehicle-comment',
        title: 'Bob Member commented on your Giulia',
        body: 'How original is the engine?',
        link: expect.stringMatching(new RegExp(`#comment-${question}$`)),
      }),
    ]);
    await comment(ctx, keeper, car, 'Matching numbers.', question);
    expect(await notificationsOf(ctx, member)).toEqual([
      expect.objectContaining({
        kind: 'comment-reply',
        title: 'Ann Keeper replied to your comment',
      }),
    ]);
    // The keeper answering on their own car is not told about their own reply.
    expect(await notificationsOf(ctx, keeper)).toHaveLength(1);
    await comment(ctx, member, car, 'Thanks!', question);
    const keeperTold = await notificationsOf(ctx, keeper);
    expect(keeperTold[0]).toMatchObject({ kind: 'vehicle-comment' });
    expect(await notificationsOf(ctx, member)).toHaveLength(1);
  });
});

describe('reports', () => {
  it('takes a report with a reason once, and refuses reporting oneself', async () => {
    const id = await comment(ctx, member, car, 'Off topic.');
    const first = await call(ctx, keeper, 'POST', `/api/v1/comments/${id}/report`, {
      reason: 'off-topic',
      note: 'Not about the car',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.message).toBe('Thank you. A moderator will look at it.');
    const again = await call(ctx, keeper, 'POST', `/api/v1/comments/${id}/report`, {
      reason: 'spam',
    });
    expect(again.json().data.id).toBe(first.json().data.id);
    const own = await call(ctx, member, 'POST', `/api/v1/comments/${id}/report`, {
      reason: 'spam',
    });
    expect(own.statusCode).toBe(422);
    const bad = await call(ctx, keeper, 'POST', `/api/v1/comments/${id}/report`, {
      reason: 'boring',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ reason: 'Choose why you are reporting this.' });
    const carReport = await call(ctx, member, 'POST', `/api/v1/public/vehicles/${car}/report`, {
      reason: 'misleading',
    });
    expect(carReport.statusCode).toBe(200);
    const ownCar = await call(ctx, keeper, 'POST', `/api/v1/public/vehicles/${car}/report`, {
      reason: 'spam',
    });
    expect(ownCar.statusCode).toBe(422);
  });
});

describe('showcase entries', () => {
  it('have their own thread, only while the car is on the showcase', async () => {
    expect((await call(ctx, null, 'GET', `/api/v1/showcase/${car}/comments`)).statusCode).toBe(404);
    await call(ctx, admin, 'POST', '/api/v1/admin/showcase', { vehicleId: car });
    const post = await call(ctx, member, 'POST', `/api/v1/showcase/${car}/comments`, {
      body: 'Deserved.',
    });
    expect(post.statusCode).toBe(201);
    const res = await call(ctx, null, 'GET', `/api/v1/showcase/${car}/comments`);
    expect(res.json()).toMatchObject({ thread: { target: 'showcase', commentCount: 1 } });
    expect((await thread(null)).json().thread.commentCount).toBe(0);
    expect((await notificationsOf(ctx, keeper))[0]?.title).toBe(
      "Bob Member commented on your Giulia's showcase entry",
    );
  });
});

describe('privacy and deleted accounts', () => {
  it('a car made private takes its thread with it, for everyone', async () => {
    const id = await comment(ctx, member, car, 'Lovely.');
    await makePrivate(ctx, car);
    expect((await thread(null)).statusCode).toBe(404);
    expect(
      (await call(ctx, member, 'PATCH', `/api/v1/comments/${id}`, { body: 'x' })).statusCode,
    ).toBe(404);
  });

  it('deleting an account removes its words and name: "deleted member"', async () => {
    const leaver = await seasoned('Leaver');
    const id = await comment(ctx, leaver, car, 'My last words about this car.');
    await comment(ctx, keeper, car, 'Thanks for them.', id);
    const gone = await call(ctx, leaver, 'DELETE', '/api/v1/profile/', {
      confirmUsername: leaver.user.username,
      password: leaver.password,
    });
    expect(gone.statusCode).toBeLessThan(300);
    const res = await thread(null);
    expect(res.body).not.toContain('My last words');
    expect(res.body).not.toContain(leaver.user.username);
    expect(res.json().data[0]).toMatchObject({ id, author: null, body: null, deleted: true });
    const stored = await ctx.db
      .selectFrom('comments')
      .select(['body', 'author_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ body: null, author_id: null });
  });
});
