import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const CONSENT_REQUIRED = 'Please accept both Terms of Service and Privacy Policy to continue.';
const consent = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/auth/consent', headers, payload });

describe('POST /auth/consent', () => {
  it('records consent and the chosen username', async () => {
    const { headers } = await createUser(ctx, { consented: false });
    const before = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/user', headers });
    expect(before.json().data.needsConsent).toBe(true);
    const res = await consent(headers, {
      username: 'chosen_name',
      acceptedTerms: true,
      acceptedPrivacy: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'chosen_name', needsConsent: false });
  });

  it.each([
    [{ acceptedTerms: false, acceptedPrivacy: true }, { acceptedTerms: CONSENT_REQUIRED }],
    [{ acceptedTerms: true, acceptedPrivacy: false }, { acceptedPrivacy: CONSENT_REQUIRED }],
    [
      { acceptedTerms: false, acceptedPrivacy: false },
      { acceptedTerms: CONSENT_REQUIRED, acceptedPrivacy: CONSENT_REQUIRED },
    ],
  ])('needs both boxes: %o', async (boxes, fields) => {
    const { headers } = await createUser(ctx, { consented: false });
    const res = await consent(headers, { username: 'someone_new', ...boxes });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ error: { message: CONSENT_REQUIRED, fields } });
  });

  it.each([
    ['ab', 'Username must be at least 3 characters long.'],
    ['', 'Username must be at least 3 characters long.'],
    ['y'.repeat(51), 'Username must be at most 50 characters long.'],
  ])('words the username rule of the spec for %j', async (username, message) => {
    const { headers } = await createUser(ctx, { consented: false });
    const res = await consent(headers, { username, acceptedTerms: true, acceptedPrivacy: true });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { message, fields: { username: message } } });
  });

  it('accepts the 3 and 50 character bounds', async () => {
    for (const username of ['abc', 'z'.repeat(50)]) {
      const { headers } = await createUser(ctx, { consented: false });
      expect(
        (await consent(headers, { username, acceptedTerms: true, acceptedPrivacy: true }))
          .statusCode,
      ).toBe(200);
    }
  });

  it('keeps usernames unique, ignoring case, but lets you keep your own', async () => {
    const taken = await createUser(ctx, { username: 'Taken_Name' });
    const { headers } = await createUser(ctx, { consented: false });
    const res = await consent(headers, {
      username: 'taken_name',
      acceptedTerms: true,
      acceptedPrivacy: true,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.fields).toEqual({ username: 'This username is already taken.' });
    const own = await consent(taken.headers, {
      username: 'Taken_Name',
      acceptedTerms: true,
      acceptedPrivacy: true,
    });
    expect(own.statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect(
      (await consent({}, { username: 'abc', acceptedTerms: true, acceptedPrivacy: true }))
        .statusCode,
    ).toBe(401);
  });
});
