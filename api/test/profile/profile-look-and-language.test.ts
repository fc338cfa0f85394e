import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';
import { memberLocale, readerLocaleOf, textIn } from '../../src/i18n/index.js';

// A member's choice of look and of language, kept in their profile (docs/product.md#appearance,
// docs/product.md#languages), and how the API picks a reader's locale.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const profile = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers });
const patch = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/v1/profile', headers, payload });

describe('the theme in the profile', () => {
  it("is 'system' until the member chooses, then what they chose", async () => {
    const member = await createUser(ctx);
    expect((await profile(member.headers)).json().data.theme).toBe('system');
    const changed = await patch(member.headers, { theme: 'light' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.theme).toBe('light');
    expect((await profile(member.headers)).json().data.theme).toBe('light');
    // Another field changed leaves it as it is.
    await patch(member.headers, { location: 'Coventry' });
    expect((await profile(member.headers)).json().data.theme).toBe('light');
  });

  it('refuses a look that is not one of the three, naming the field', async () => {
    const member = await createUser(ctx);
    const refused = await patch(member.headers, { theme: 'sepia' });
    expect([400, 422]).toContain(refused.statusCode);
    expect(refused.body).toContain('theme');
    expect((await profile(member.headers)).json().data.theme).toBe('system');
  });
});

describe('the language in the profile', () => {
  it('is null (the browser’s) until the member chooses, then theirs, and null again on request', async () => {
    const member = await createUser(ctx);
    expect((await profile(member.headers)).json().data.language).toBeNull();
    const changed = await patch(member.headers, { language: 'fr' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.language).toBe('fr');
    await patch(member.headers, { location: 'Lyon' });
    expect((await profile(member.headers)).json().data.language).toBe('fr');
    await patch(member.headers, { language: null });
    expect((await profile(member.headers)).json().data.language).toBeNull();
  });

  it('refuses a language the product is not written in, naming the field', async () => {
    const member = await createUser(ctx);
    const refused = await patch(member.headers, { language: 'es' });
    expect([400, 422]).toContain(refused.statusCode);
    expect(refused.body).toContain('Language must be one of: en, de, fr, it.');
    expect((await profile(member.headers)).json().data.language).toBeNull();
  });

  it('refuses a caller who is not signed in', async () => {
    expect((await patch({}, { language: 'de' })).statusCode).toBe(401);
  });
});

describe("a reader's locale", () => {
  it('follows the language cookie over Accept-Language, keeping the browser’s region of it', () => {
    expect(readerLocaleOf({ 'accept-language': 'de-CH,de;q=0.9' })).toBe('de-CH');
    expect(readerLocaleOf({ 'accept-language': 'de-CH', cookie: 'vg-language=fr' })).toBe('fr');
    expect(readerLocaleOf({ 'accept-language': 'fr-BE', cookie: 'a=1; vg-language=fr' })).toBe(
      'fr-BE',
    );
    expect(readerLocaleOf({ cookie: 'vg-language=klingon' })).toBe('en-GB');
  });

  it("is a member's chosen language, else the locale they last signed in with", () => {
    expect(memberLocale({ language: 'it', locale: 'en-US' })).toBe('it');
    expect(memberLocale({ language: null, locale: 'en-US' })).toBe('en-US');
    expect(memberLocale({ language: 'en', locale: 'en-US' })).toBe('en-US');
    expect(memberLocale({ language: null, locale: null })).toBe('en-GB');
  });

  it('formats a text in the locale’s words, English its own', () => {
    const text = {
      id: 'api.test.unknown',
      defaultMessage: '{count, plural, one {# car} other {# cars}}',
    };
    expect(textIn('en-GB', text, { count: 1 })).toBe('1 car');
    expect(textIn('en-GB', text, { count: 1200 })).toBe('1,200 cars');
  });
});
