import { formatDate } from '@vg/contract/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scanReminders } from '../../src/features/garage/reminders/reminder-scan.js';
import { createVehicle } from '../garage/garage-fixtures.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';

// Emails and notifications write dates in the member's locale (docs/product.md#dates): the one
// their browser asked for when they last registered or signed in, British English until then.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ env: { JOBS_IN_PROCESS: 'false' } });
});
afterAll(() => ctx.close());

const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

const localeOf = async (id: string) =>
  (await ctx.db.selectFrom('users').select('locale').where('id', '=', id).executeTakeFirstOrThrow())
    .locale;

function signIn(user: TestUser, acceptLanguage: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': FIREFOX, 'accept-language': acceptLanguage },
    payload: { identifier: user.user.email, password: DEFAULT_PASSWORD },
  });
}

describe("a member's locale", () => {
  it('is recorded from Accept-Language when they register, negotiated like a page', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' },
      payload: {
        email: 'locale-de@example.test',
        username: 'locale_de',
        password: 'a fine long passphrase',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(await localeOf(res.json().data.user.id)).toBe('de');
  });

  it('follows their latest sign-in, and dates the new-sign-in email in it', async () => {
    const member = await createUser(ctx);
    expect((await signIn(member, 'en-US,en;q=0.9')).statusCode).toBe(200);
    expect(await localeOf(member.user.id)).toBe('en-US');
    const email = ctx.outbox.find(
      (mail) => mail.to === member.user.email && mail.subject.startsWith('New sign-in'),
    );
    const today = formatDate(new Date(), { locale: 'en-US', timeZone: 'UTC' });
    expect(email?.text).toContain(`on ${today}, `);
  });

  it('dates the reminders they are sent', async () => {
    const member = await createUser(ctx);
    await ctx.db
      .updateTable('users')
      .set({ locale: 'de' })
      .where('id', '=', member.user.id)
      .execute();
    const car = await createVehicle(ctx, member, {
      identifierKind: 'chassis',
      identifier: `1E ${Math.floor(Math.random() * 90000) + 10000}`,
      make: 'Jaguar',
      model: 'E-Type',
      modelYear: 1967,
    });
    const due = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const added = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/vehicles/${car.id}/reminders`,
      headers: member.headers,
      payload: { title: 'MOT', dueOn: due, remindDaysBefore: 14 },
    });
    expect(added.statusCode).toBe(201);
    await scanReminders(ctx.db, { overdueAfterDays: 7 });
    const notice = await ctx.db
      .selectFrom('notifications')
      .select('title')
      .where('user_id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    const [year, month, day] = due.split('-');
    expect(notice.title).toBe(`MOT for your 1967 Jaguar E-Type is due on ${day}.${month}.${year}`);
  });
});
