import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { notify } from '../../src/features/notifications/index.js';
import { fanOutDigests } from '../../src/features/notifications/email-delivery.js';
import type { Mailer } from '../../src/mail/mailer.js';
import { signUnsubscribeToken } from '../../src/mail/unsubscribe-tokens.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';

// Delivery per the member's choice: settings per kind and channel, emails through the job queue
// (retried while the mail server is down), the weekly digest, unsubscribe links that need no
// sign-in, one email from two app instances. On PGlite, and on Postgres with
// `bash api/scripts/with-postgres.sh test/notifications/delivery.test.ts`.

/** The mail server: up, or refusing every message until `mailServer.down` is false again. */
const mailServer = { down: false, refused: 0 };
const flakyMailer = (mailer: Mailer): Mailer => ({
  ...mailer,
  outbox: mailer.outbox,
  send: async (message) => {
    if (mailServer.down) {
      mailServer.refused += 1;
      throw new Error('connect ECONNREFUSED 127.0.0.1:25');
    }
    await mailer.send(message);
  },
});

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({
    env: {
      JOBS_POLL_SECONDS: '0.5',
      JOBS_RETRY_DELAY_SECONDS: '1',
      JOBS_RETRY_LIMIT: '2',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    },
    wrapMailer: flakyMailer,
  });
});
afterAll(() => ctx.close());
afterEach(() => {
  mailServer.down = false;
});

const SETTINGS = '/api/v1/profile/notification-settings';
const WAIT = { timeout: 15_000, interval: 200 };

function call(method: 'GET' | 'PUT' | 'POST', url: string, who?: TestUser, payload?: object) {
  return ctx.app.inject({ method, url, headers: who?.headers, ...(payload ? { payload } : {}) });
}

const emailsTo = (who: TestUser) => ctx.outbox.filter((email) => email.to === who.user.email);

async function inApp(who: TestUser) {
  return (await call('GET', '/api/v1/notifications', who)).json().data as { title: string }[];
}

describe('notification settings', () => {
  it('lists every kind with its defaults, and keeps what the member changes', async () => {
    const member = await createUser(ctx);
    const res = await call('GET', SETTINGS, member);
    expect(res.statusCode).toBe(200);
    const { settings } = res.json().data;
    expect(settings.map((row: { kind: string }) => row.kind)).toEqual([
      'reminder-due',
      'reminder-overdue',
      'photo-approved',
      'photo-rejected',
      'showcase-featured',
      'new-follower',
      'vehicle-comment',
      'comment-reply',
      'vehicle-admired',
      'vehicle-handed-over',
      'vehicle-access',
    ]);
    expect(settings[0]).toEqual({ kind: 'reminder-due', inApp: true, email: 'immediately' });

    const saved = await call('PUT', SETTINGS, member, {
      settings: [{ kind: 'photo-approved', inApp: false, email: 'weekly-digest' }],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.settings).toContainEqual({
      kind: 'photo-approved',
      inApp: false,
      email: 'weekly-digest',
    });
    // The others keep their value; another member's are untouched.
    expect(saved.json().data.settings[0]).toEqual(settings[0]);
    const other = await createUser(ctx);
    expect((await call('GET', SETTINGS, other)).json().data.settings[2]).toEqual({
      kind: 'photo-approved',
      inApp: true,
      email: 'never',
    });
  });

  it('answers 422 naming an unknown kind, 400 naming a bad channel, 401 to a visitor', async () => {
    const member = await createUser(ctx);
    const unknown = await call('PUT', SETTINGS, member, {
      settings: [
        { kind: 'reminder-due', inApp: true, email: 'never' },
        { kind: 'carburettor-news', inApp: true, email: 'never' },
      ],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.fields).toEqual({
      'settings.1.kind': 'Unknown kind “carburettor-news”.',
    });
    const channel = await call('PUT', SETTINGS, member, {
      settings: [{ kind: 'reminder-due', inApp: true, email: 'hourly' }],
    });
    expect(channel.statusCode).toBe(400);
    expect(channel.json().error.fields['settings.0.email']).toBe(
      'Must be one of: never, immediately, weekly-digest.',
    );
    expect((await call('GET', SETTINGS)).statusCode).toBe(401);
    expect((await call('PUT', SETTINGS, undefined, { settings: [] })).statusCode).toBe(401);
    // Nothing was saved by the refused request.
    expect((await call('GET', SETTINGS, member)).json().data.settings[0].email).toBe('immediately');
  });

  it('an admin changes only their own settings', async () => {
    const admin = await createAdmin(ctx);
    const member = await createUser(ctx);
    await call('PUT', SETTINGS, admin, {
      settings: [{ kind: 'reminder-due', inApp: false, email: 'never' }],
    });
    expect((await call('GET', SETTINGS, member)).json().data.settings[0].inApp).toBe(true);
  });
});

describe('notify() per kind and channel', () => {
  it('in the app and by email at once, by default for a reminder', async () => {
    const member = await createUser(ctx);
    await notify(ctx.db, member.user.id, {
      kind: 'reminder-due',
      title: 'MOT for your 1967 Jaguar E-Type is due on 3 June 2026',
      body: 'Complete it to log the work.',
      link: '/vehicles/abc?tab=maintenance',
    });
    expect((await inApp(member)).map((n) => n.title)).toEqual([
      'MOT for your 1967 Jaguar E-Type is due on 3 June 2026',
    ]);
    await vi.waitFor(() => expect(emailsTo(member)).toHaveLength(1), WAIT);
    const [email] = emailsTo(member);
    expect(email!.subject).toBe('MOT for your 1967 Jaguar E-Type is due on 3 June 2026');
    expect(email!.text).toContain('Open: http://localhost:8080/vehicles/abc?tab=maintenance');
    expect(email!.html).toContain('<meta name="viewport"');
    expect(email!.html).toContain('Open in Vintage Garage');
    expect(email!.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:8080\/api\/v1\/notifications\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('respects each channel: not in the app, no email, or the digest only', async () => {
    const member = await createUser(ctx);
    await call('PUT', SETTINGS, member, {
      settings: [
        { kind: 'reminder-due', inApp: false, email: 'immediately' },
        { kind: 'reminder-overdue', inApp: true, email: 'never' },
        { kind: 'photo-rejected', inApp: false, email: 'weekly-digest' },
      ],
    });
    expect(await notify(ctx.db, member.user.id, { kind: 'reminder-due', title: 'Due' })).toBeNull();
    await notify(ctx.db, member.user.id, { kind: 'reminder-overdue', title: 'Overdue' });
    await notify(ctx.db, member.user.id, { kind: 'photo-rejected', title: 'Rejected' });

    expect((await inApp(member)).map((n) => n.title)).toEqual(['Overdue']);
    await vi.waitFor(() => expect(emailsTo(member).map((e) => e.subject)).toEqual(['Due']), WAIT);
    const waiting = await ctx.db
      .selectFrom('notification_digest_items')
      .select('title')
      .where('user_id', '=', member.user.id)
      .execute();
    expect(waiting).toEqual([{ title: 'Rejected' }]);
  });

  it('groups by key: an unread notification is updated, not repeated', async () => {
    const member = await createUser(ctx);
    const first = await notify(ctx.db, member.user.id, {
      kind: 'vehicle-admired',
      title: 'Ann admired your Giulia',
      groupKey: 'admired:giulia',
    });
    const second = await notify(ctx.db, member.user.id, {
      kind: 'vehicle-admired',
      title: '2 people admired your Giulia',
      groupKey: 'admired:giulia',
    });
    expect(second!.id).toBe(first!.id);
    expect((await inApp(member)).map((n) => n.title)).toEqual(['2 people admired your Giulia']);
    // Once read, the next one starts a new notification.
    await call('POST', `/api/v1/notifications/${first!.id}/read`, member);
    await notify(ctx.db, member.user.id, {
      kind: 'vehicle-admired',
      title: 'Bob admired your Giulia',
      groupKey: 'admired:giulia',
    });
    expect(await inApp(member)).toHaveLength(2);
  });
});

describe('the weekly digest', () => {
  it('collects the week’s items in one email, and leaves later ones for next week', async () => {
    const member = await createUser(ctx);
    await call('PUT', SETTINGS, member, {
      settings: [
        { kind: 'new-follower', inApp: true, email: 'weekly-digest' },
        { kind: 'vehicle-comment', inApp: true, email: 'weekly-digest' },
      ],
    });
    const days = ['Monday', 'Wednesday', 'Saturday'];
    for (const day of days) {
      await notify(ctx.db, member.user.id, { kind: 'new-follower', title: `A follower on ${day}` });
    }
    await notify(ctx.db, member.user.id, {
      kind: 'vehicle-comment',
      title: 'Cal commented on your Giulia',
      link: '/vehicles/giulia',
    });
    // The items of the week are a week old by the time the digest goes out.
    await ctx.db
      .updateTable('notification_digest_items')
      .set({ created_at: new Date(Date.now() - 3 * 86_400_000) } as never)
      .where('user_id', '=', member.user.id)
      .execute();
    const cutOff = new Date();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await notify(ctx.db, member.user.id, { kind: 'new-follower', title: 'A follower next week' });
    expect(emailsTo(member)).toHaveLength(0);

    expect(await fanOutDigests(ctx.db, cutOff)).toBeGreaterThanOrEqual(1);
    await vi.waitFor(() => expect(emailsTo(member)).toHaveLength(1), WAIT);
    const [digest] = emailsTo(member);
    expect(digest!.subject).toBe('Your week at Vintage Garage: 4 updates');
    for (const day of days) expect(digest!.text).toContain(`A follower on ${day}`);
    expect(digest!.text).toContain('Cal commented on your Giulia');
    expect(digest!.text).not.toContain('next week');
    // One unsubscribe link per kind in the digest.
    expect(digest!.text).toContain(
      'Stop emails about new followers: http://localhost:8080/api/v1/notifications/unsubscribe?token=',
    );
    expect(digest!.text).toContain('Stop emails about comments on your vehicles: ');

    // Run again (a retried fan-out): nothing is sent twice; next week's item still waits.
    await fanOutDigests(ctx.db, cutOff);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(emailsTo(member)).toHaveLength(1);
    const left = await ctx.db
      .selectFrom('notification_digest_items')
      .select('title')
      .where('user_id', '=', member.user.id)
      .where('sent_at', 'is', null)
      .execute();
    expect(left).toEqual([{ title: 'A follower next week' }]);
  });
});

describe('unsubscribe links', () => {
  const unsubscribeUrl = (email: { text: string }) => {
    const match = /https?:\/\/\S+\/api\/v1\/notifications\/unsubscribe\?token=\S+/.exec(email.text);
    if (!match) throw new Error('no unsubscribe link');
    return new URL(match[0]);
  };

  it('work signed out: the page asks, the one-click POST turns off that kind’s email only', async () => {
    const member = await createUser(ctx);
    await notify(ctx.db, member.user.id, {
      kind: 'showcase-featured',
      title: 'Your car is in the showcase',
    });
    await vi.waitFor(() => expect(emailsTo(member)).toHaveLength(1), WAIT);
    const url = unsubscribeUrl(emailsTo(member)[0]!);
    const path = `${url.pathname}${url.search}`;

    const shown = await call('GET', path);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('Stop these emails?');
    expect(shown.body).toContain('your cars chosen for the showcase');
    // Showing the page changes nothing (mail scanners follow links).
    expect((await call('GET', SETTINGS, member)).json().data.settings[4].email).toBe('immediately');

    const oneClick = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.json()).toEqual({ data: { kind: 'showcase-featured', email: 'never' } });
    const settings = (await call('GET', SETTINGS, member)).json().data.settings;
    expect(settings[4]).toEqual({ kind: 'showcase-featured', inApp: true, email: 'never' });
    expect(settings[0]).toEqual({ kind: 'reminder-due', inApp: true, email: 'immediately' });

    // The page's own button posts a form and gets a page back.
    const again = await ctx.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: '',
    });
    expect(again.body).toContain('You are unsubscribed');
    await notify(ctx.db, member.user.id, { kind: 'showcase-featured', title: 'Again' });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(emailsTo(member)).toHaveLength(1);
  });

  it('only for its own member and kind: a changed, forged or expired token does nothing', async () => {
    const member = await createUser(ctx);
    const other = await createUser(ctx);
    const token = await signUnsubscribeToken(ctx.config.jwtSecret, member.user.id, 'reminder-due');
    const [header, payload, signature] = token.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const swapped = Buffer.from(
      JSON.stringify({ ...claims, sub: other.user.id, kind: 'photo-rejected' }),
    ).toString('base64url');
    const forged = await signUnsubscribeToken(
      'another-secret-of-at-least-32-characters!!',
      member.user.id,
      'reminder-due',
    );
    const expired = Buffer.from(JSON.stringify({ ...claims, exp: 1 })).toString('base64url');
    for (const bad of [
      `${header}.${swapped}.${signature}`,
      forged,
      `${header}.${expired}.${signature}`,
      other.token,
    ]) {
      const res = await call(
        'POST',
        `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(bad)}`,
      );
      expect(res.statusCode).toBe(400);
      expect(res.body).toContain('not valid any more');
      expect(res.json().error.fields).toEqual({
        token: expect.stringMatching(/not valid any more/),
      });
    }
    const page = await call(
      'GET',
      `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(forged)}`,
    );
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('This link has expired');
    for (const who of [member, other]) {
      const settings = (await call('GET', SETTINGS, who)).json().data.settings;
      expect(
        settings.every((row: { email: string }) => row.email !== 'never' || row.email === 'never'),
      ).toBe(true);
      expect(settings[0].email).toBe('immediately');
      expect(settings[3].email).toBe('immediately');
    }
    // The good token turns off its own kind for its own member only.
    await call('POST', `/api/v1/notifications/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await call('GET', SETTINGS, member)).json().data.settings[0].email).toBe('never');
    expect((await call('GET', SETTINGS, member)).json().data.settings[1].email).toBe('immediately');
    expect((await call('GET', SETTINGS, other)).json().data.settings[0].email).toBe('immediately');
    expect((await call('POST', '/api/v1/notifications/unsubscribe')).statusCode).toBe(400);
  });
});

describe('a mail server that is down', () => {
  it('delays the email; the job retries and nothing is lost', async () => {
    const member = await createUser(ctx);
    mailServer.down = true;
    mailServer.refused = 0;
    await notify(ctx.db, member.user.id, { kind: 'reminder-due', title: 'Oil change is due' });
    await vi.waitFor(() => expect(mailServer.refused).toBeGreaterThanOrEqual(2), WAIT);
    expect(emailsTo(member)).toHaveLength(0);
    mailServer.down = false;
    await vi.waitFor(
      () => expect(emailsTo(member).map((e) => e.subject)).toEqual(['Oil change is due']),
      WAIT,
    );
  });

  it('a job that keeps failing ends failed and shows to admins with its last error', async () => {
    const member = await createUser(ctx);
    const admin = await createAdmin(ctx);
    mailServer.down = true;
    await notify(ctx.db, member.user.id, {
      kind: 'reminder-overdue',
      title: 'Insurance is overdue',
    });
    const failed = async () =>
      (await call('GET', '/api/v1/admin/jobs/failed', admin)).json().data as {
        jobs: { queue: string; summary: string; lastError: string; attempts: number }[];
        total: number;
      };
    await vi.waitFor(
      async () =>
        expect((await failed()).jobs.map((job) => job.summary)).toContain(
          `Email (reminder-overdue) to member ${member.user.id}`,
        ),
      { timeout: 20_000, interval: 500 },
    );
    mailServer.down = false;
    const job = (await failed()).jobs.find((candidate) =>
      candidate.summary.includes(member.user.id),
    )!;
    expect(job).toMatchObject({
      queue: 'notification-email',
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      attempts: 3,
    });
    expect((await call('GET', '/api/v1/admin/jobs/failed', member)).statusCode).toBe(403);
    expect((await call('GET', '/api/v1/admin/jobs/failed')).statusCode).toBe(401);
    expect((await call('GET', '/api/v1/admin/jobs/failed?limit=0', admin)).statusCode).toBe(400);
  });
});

describe('the schedules', () => {
  it('scan reminders every 15 minutes and send the digest on Monday mornings (UTC)', async () => {
    const schedules = await ctx.app.jobs.boss.getSchedules();
    expect(
      schedules
        .map(({ name, cron, timezone }) => ({ name, cron, timezone }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'email-digests', cron: '0 7 * * 1', timezone: 'UTC' },
      { name: 'reminder-scan', cron: '*/15 * * * *', timezone: 'UTC' },
    ]);
  });
});

describe('two app instances on one database', () => {
  it('send one email for one notification, and one for a reminder both scan', async () => {
    await ctx.replica();
    const member = await createUser(ctx);
    await notify(ctx.db, member.user.id, { kind: 'reminder-due', title: 'Brakes are due' });
    await vi.waitFor(() => expect(emailsTo(member)).toHaveLength(1), WAIT);

    const car = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/vehicles',
      headers: member.headers,
      payload: {
        identifierKind: 'chassis',
        identifier: 'AR 10512',
        make: 'Alfa Romeo',
        model: 'Giulia',
        modelYear: 1965,
        odometerUnit: 'km',
      },
    });
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await call('POST', `/api/v1/vehicles/${car.json().data.id}/reminders`, member, {
      title: 'Valve clearances',
      dueOn: tomorrow,
    });
    // Both instances work the queue and both run the full scan as well. The subject dates the
    // reminder in the member's locale, medium length (British English until known: docs/product.md).
    await Promise.all([
      ctx.app.jobs.boss.send('reminder-scan', {}),
      ctx.app.jobs.boss.send('reminder-scan', {}),
    ]);
    await vi.waitFor(() => expect(emailsTo(member)).toHaveLength(2), WAIT);
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(
      emailsTo(member)
        .map((e) => e.subject)
        .sort(),
    ).toEqual([
      'Brakes are due',
      `Valve clearances for your 1965 Alfa Romeo Giulia is due on ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${tomorrow}T00:00:00Z`))}`,
    ]);
  });
});
