import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactUrl } from '../../src/http/log-redaction.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, type TestUser } from '../helpers/users.js';
import { createVehicle, modernCar } from './garage-fixtures.js';
import { call, insurance, ok } from './keeping-fixtures.js';

// The keeper's calendar (docs/product.md#the-keepers-calendar): a private iCalendar feed of their
// open reminders at a secret address, read here as a calendar app reads it, by an iCalendar parser.

interface Feed {
  path: string | null;
  url: string | null;
  createdAt: string;
}
interface Event {
  uid: string;
  summary: string;
  start: string;
  allDay: boolean;
  sequence: number;
  description: string | null;
}

let ctx: TestContext;
let owner: TestUser;
let stranger: TestUser;
let bentley: string;
let mazda: string;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await createUser(ctx);
  stranger = await createUser(ctx);
  bentley = (await createVehicle(ctx, owner)).id;
  mazda = (await createVehicle(ctx, owner, modernCar)).id;
  const remind = (who: TestUser, car: string, title: string, dueOn: string) =>
    ok<{ id: string }>(ctx, who, 'POST', `/vehicles/${car}/reminders`, { title, dueOn });
  await remind(owner, bentley, 'MOT', '2031-05-31');
  await remind(owner, mazda, 'Cambelt', '2032-01-15');
  await ok(ctx, owner, 'POST', `/vehicles/${mazda}/reminders`, {
    title: 'Tyres',
    dueOdometer: 90_000,
  });
  await ok(ctx, owner, 'POST', `/vehicles/${bentley}/costs`, { ...insurance, date: '2030-06-30' });
  const strangersCar = (await createVehicle(ctx, stranger)).id;
  await remind(stranger, strangersCar, 'Stranger’s service', '2031-01-01');
});
afterAll(() => ctx.close());

/** Reads a feed as a calendar app does: GET without signing in, parse, list the events. */
async function readFeed(path: string) {
  const res = await ctx.app.inject({ method: 'GET', url: path });
  if (res.statusCode !== 200) return { status: res.statusCode, events: [] as Event[], res };
  const calendar = new ICAL.Component(ICAL.parse(res.body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      summary: event.summary,
      start: event.startDate.toString(),
      allDay: event.startDate.isDate,
      sequence: event.sequence,
      description: event.description ?? null,
    };
  });
  return { status: 200, events, res, calendar };
}

async function feedOf(who: TestUser) {
  const feed = await ok<Feed>(ctx, who, 'POST', '/profile/calendar/renew');
  return feed.path!;
}

describe('the address', () => {
  it('is made on the first ask and answered then only, its token 32 random bytes', async () => {
    const member = await createUser(ctx);
    const first = await ok<Feed>(ctx, member, 'GET', '/profile/calendar');
    expect(first.path).toMatch(/^\/api\/v1\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(first.url).toBe(`${ctx.config.publicOrigin.replace(/\/$/, '')}${first.path}`);
    const again = await ok<Feed>(ctx, member, 'GET', '/profile/calendar');
    expect(again).toEqual({ path: null, url: null, createdAt: first.createdAt });
    expect((await readFeed(first.path!)).status).toBe(200);
    // Only the token's hash is kept.
    const stored = await ctx.db
      .selectFrom('calendar_feeds')
      .select('token_hash')
      .where('user_id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(first.path).not.toContain(stored.token_hash);
    expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('is for members: a visitor is 401', async () => {
    expect((await call(ctx, null, 'GET', '/profile/calendar')).statusCode).toBe(401);
    expect((await call(ctx, null, 'POST', '/profile/calendar/renew')).statusCode).toBe(401);
  });

  it('renewed, stops the old address at once', async () => {
    const old = await feedOf(owner);
    const renewed = await feedOf(owner);
    expect(renewed).not.toBe(old);
    expect((await readFeed(old)).status).toBe(404);
    expect((await readFeed(renewed)).status).toBe(200);
  });

  it('never reaches a log line', () => {
    const token = 'tok3nS3cretAbcdefghijklmnopqrstuvwxyz012345';
    expect(redactUrl(`/api/v1/calendar/${token}.ics?vehicle=abc`)).toBe(
      '/api/v1/calendar/[redacted]?vehicle=abc',
    );
    expect(redactUrl('/api/v1/profile/calendar/renew')).toBe('/api/v1/profile/calendar/renew');
  });

  it('answers 404 to a token nobody holds', async () => {
    expect((await readFeed(`/api/v1/calendar/${'A'.repeat(43)}.ics`)).status).toBe(404);
    expect((await readFeed('/api/v1/calendar/short.ics')).status).toBe(404);
  });
});

describe('the feed', () => {
  it('is an iCalendar of the member’s open reminders with a day, as all-day events', async () => {
    const { events, res, calendar } = await readFeed(await feedOf(owner));
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toContain('\r\n');
    expect(res.body.replaceAll('\r\n', '')).not.toContain('\n');
    expect(calendar!.getFirstPropertyValue('version')).toBe('2.0');
    // Ordered by due day; the reminder due by a reading only has no day and is not in it.
    expect(events.map(({ summary, start, allDay }) => ({ summary, start, allDay }))).toEqual([
      { summary: 'MOT: 1926 Bentley 3 Litre', start: '2031-05-31', allDay: true },
      { summary: 'Renew insurance: 1926 Bentley 3 Litre', start: '2031-06-30', allDay: true },
      { summary: 'Cambelt: 1989 Mazda MX-5', start: '2032-01-15', allDay: true },
    ]);
    // Nothing of another member's, nothing of what things cost.
    expect(res.body).not.toContain('Stranger');
    expect(res.body).not.toContain('GBP');
    for (const vevent of calendar!.getAllSubcomponents('vevent')) {
      expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
      expect(vevent.getFirstPropertyValue('last-modified')).toBeTruthy();
      expect(vevent.getFirstPropertyValue('sequence')).toBe(0);
      // What an event tells: the reminder's title, car and day, and a link to the car; no more.
      expect(
        vevent
          .getAllProperties()
          .map((property) => property.name)
          .filter((name) => !name.startsWith('x-'))
          .sort(),
      ).toEqual([
        'dtend',
        'dtstamp',
        'dtstart',
        'last-modified',
        'sequence',
        'summary',
        'uid',
        'url',
      ]);
    }
  });

  it('holds one car’s reminders with ?vehicle=, and none of a car not the member’s', async () => {
    const path = await feedOf(owner);
    const { events } = await readFeed(`${path}?vehicle=${mazda}`);
    expect(events.map((event) => event.summary)).toEqual(['Cambelt: 1989 Mazda MX-5']);
    const strangersCar = (await createVehicle(ctx, stranger)).id;
    expect((await readFeed(`${path}?vehicle=${strangersCar}`)).status).toBe(404);
  });

  it('moves a snoozed reminder to its snooze day, keeps its UID, and drops a completed one', async () => {
    const member = await createUser(ctx);
    const car = (await createVehicle(ctx, member)).id;
    const today = new Date().toISOString().slice(0, 10);
    const reminder = await ok<{ id: string }>(ctx, member, 'POST', `/vehicles/${car}/reminders`, {
      title: 'Grease the kingpins',
      dueOn: today,
    });
    const path = await feedOf(member);
    const before = (await readFeed(path)).events;
    expect(before.map((event) => event.start)).toEqual([today]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await ok(ctx, member, 'POST', `/reminders/${reminder.id}/snooze`, { until: 'week' });
    const week = new Date(`${today}T00:00:00Z`);
    week.setUTCDate(week.getUTCDate() + 7);
    const after = (await readFeed(path)).events;
    expect(after).toEqual([
      expect.objectContaining({ uid: before[0]!.uid, start: week.toISOString().slice(0, 10) }),
    ]);
    expect(after[0]!.sequence).toBeGreaterThan(before[0]!.sequence);
    await ok(ctx, member, 'POST', `/reminders/${reminder.id}/complete`, {
      performedOn: today,
      category: 'service',
      title: 'Kingpins greased',
    });
    expect((await readFeed(path)).events).toEqual([]);
  });

  it('holds only the member’s own, for an admin as for anyone', async () => {
    const admin = await createAdmin(ctx);
    const car = (await createVehicle(ctx, admin)).id;
    await ok(ctx, admin, 'POST', `/vehicles/${car}/reminders`, {
      title: 'Admin’s MOT',
      dueOn: '2031-02-02',
    });
    const { events } = await readFeed(await feedOf(admin));
    expect(events.map((event) => event.summary)).toEqual(['Admin’s MOT: 1926 Bentley 3 Litre']);
    const strangers = (await readFeed(await feedOf(stranger))).events;
    expect(strangers.map((event) => event.summary)).toEqual([
      expect.stringMatching(/^Stranger’s service: /),
    ]);
  });

  it('stops when the member is suspended', async () => {
    const member = await createUser(ctx);
    const path = await feedOf(member);
    expect((await readFeed(path)).status).toBe(200);
    await ctx.db
      .updateTable('users')
      .set({ suspended_at: new Date(), suspension_message: 'Suspended' })
      .where('id', '=', member.user.id)
      .execute();
    expect((await readFeed(path)).status).toBe(404);
  });
});
