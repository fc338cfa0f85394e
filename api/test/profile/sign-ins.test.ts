import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeDevice } from '../../src/features/profile/sign-ins/device.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createAdmin, createUser, DEFAULT_PASSWORD, type TestUser } from '../helpers/users.js';

const FIREFOX_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

async function signIn(user: TestUser, userAgent: string, remoteAddress = '203.0.113.5') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: { 'user-agent': userAgent },
    remoteAddress,
    payload: { identifier: user.user.email, password: DEFAULT_PASSWORD },
  });
  expect(res.statusCode).toBe(200);
  return { authorization: `Bearer ${res.json().data.token as string}` };
}

const signIns = (headers: { authorization: string }) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/profile/sign-ins', headers });

const signInEmailsTo = (email: string) =>
  ctx.outbox.filter(
    (mail) => mail.to === email && mail.subject === 'New sign-in to your Vintage Garage account',
  );

describe('describeDevice', () => {
  it.each([
    [FIREFOX_WINDOWS, 'Firefox on Windows'],
    [SAFARI_IPHONE, 'Safari on iOS'],
    [CHROME_MAC, 'Chrome on macOS'],
    [EDGE_WINDOWS, 'Edge on Windows'],
    ['curl/8.5.0', null],
    [undefined, null],
  ])('reads %s as %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });
});

describe('GET /profile/sign-ins', () => {
  it('lists my live sessions with device, method, address and which one is asking', async () => {
    const member = await createUser(ctx);
    const laptop = await signIn(member, FIREFOX_WINDOWS, '203.0.113.5');
    const phone = await signIn(member, SAFARI_IPHONE, '198.51.100.7');

    const res = await signIns(phone);
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Record<string, unknown>[];
    // The token createUser issued directly has no sign-in details; it is listed as unknown.
    expect(list).toHaveLength(3);
    expect(list).toContainEqual(
      expect.objectContaining({
        device: 'Safari on iOS',
        method: 'password',
        ip: '198.51.100.7',
        current: true,
      }),
    );
    expect(list).toContainEqual(
      expect.objectContaining({ device: 'Firefox on Windows', ip: '203.0.113.5', current: false }),
    );
    expect(list.filter((item) => item.current)).toHaveLength(1);
    // Someone else's sessions are not mine.
    const other = await createUser(ctx);
    expect((await signIns(other.headers)).json().data).toHaveLength(1);
    expect((await signIns(laptop)).json().data).toHaveLength(3);
  });

  it('needs a token', async () => {
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/sign-ins' })).statusCode,
    ).toBe(401);
  });
});

describe('DELETE /profile/sign-ins/:id', () => {
  it('signs out the chosen session: its token stops working at once', async () => {
    const member = await createUser(ctx);
    const laptop = await signIn(member, FIREFOX_WINDOWS);
    const phone = await signIn(member, SAFARI_IPHONE);
    const list = (await signIns(phone)).json().data as { id: string; device: string }[];
    const laptopSession = list.find((item) => item.device === 'Firefox on Windows')!;

    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/profile/sign-ins/${laptopSession.id}`,
      headers: phone,
    });
    expect(res.statusCode).toBe(204);
    expect((await signIns(laptop)).statusCode).toBe(401);
    expect((await signIns(phone)).statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/profile/sign-ins/${laptopSession.id}`,
      headers: phone,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe('No such sign-in: it may have ended already.');
  });

  it("cannot touch another member's session, not even as an admin", async () => {
    const owner = await createUser(ctx);
    const ownerSession = await signIn(owner, CHROME_MAC);
    const [session] = (await signIns(ownerSession)).json().data as { id: string }[];
    const url = `/api/v1/profile/sign-ins/${session!.id}`;

    const visitor = await ctx.app.inject({ method: 'DELETE', url });
    expect(visitor.statusCode).toBe(401);
    for (const caller of [await createUser(ctx), await createAdmin(ctx)]) {
      const res = await ctx.app.inject({ method: 'DELETE', url, headers: caller.headers });
      expect(res.statusCode).toBe(404);
    }
    expect((await signIns(ownerSession)).statusCode).toBe(200);
  });

  it('answers 400 naming the id when it is not one', async () => {
    const member = await createUser(ctx);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/profile/sign-ins/not-an-id',
      headers: member.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('id');
  });
});

describe('POST /profile/sign-ins/sign-out-others', () => {
  it('ends every other session of mine and keeps this one and everyone else', async () => {
    const member = await createUser(ctx);
    const laptop = await signIn(member, FIREFOX_WINDOWS);
    const phone = await signIn(member, SAFARI_IPHONE);
    const bystander = await createUser(ctx);

    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/sign-ins/sign-out-others',
      headers: phone,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ signedOut: 2 });
    expect((await signIns(laptop)).statusCode).toBe(401);
    expect((await signIns(member.headers)).statusCode).toBe(401);
    expect((await signIns(phone)).json().data).toHaveLength(1);
    expect((await signIns(bystander.headers)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/profile/sign-ins/sign-out-others',
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('new-sign-in email', () => {
  it('tells the member about a device the account never used, once', async () => {
    const member = await createUser(ctx);
    const { email } = member.user;
    await signIn(member, CHROME_MAC);
    // createUser's token has no device: Chrome is new.
    expect(signInEmailsTo(email)).toHaveLength(1);
    await signIn(member, CHROME_MAC, '192.0.2.44');
    expect(signInEmailsTo(email)).toHaveLength(1);

    await signIn(member, FIREFOX_WINDOWS, '192.0.2.99');
    const [newest] = signInEmailsTo(email);
    expect(signInEmailsTo(email)).toHaveLength(2);
    expect(newest!.text).toContain('Firefox on Windows, from the address 192.0.2.99');
    expect(newest!.links).toContain(`${ctx.config.publicOrigin}/profile#sign-ins`);
  });

  it('says nothing on the first sign-in of a new account', async () => {
    const email = `first_${Date.now()}@example.test`;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/auth/register',
      headers: { 'user-agent': FIREFOX_WINDOWS },
      payload: {
        email,
        username: `first_${Date.now()}`,
        password: DEFAULT_PASSWORD,
        acceptTerms: true,
      },
    });
    expect(res.statusCode).toBe(201);
    expect(signInEmailsTo(email)).toHaveLength(0);
    const list = (await signIns({ authorization: `Bearer ${res.json().data.token}` })).json().data;
    expect(list).toEqual([expect.objectContaining({ method: 'registration', current: true })]);
  });

  it('sends nothing to an address that was never confirmed', async () => {
    const member = await createUser(ctx, { verified: false });
    await signIn(member, FIREFOX_WINDOWS);
    expect(signInEmailsTo(member.user.email)).toHaveLength(0);
  });
});
