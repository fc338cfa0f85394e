import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createGoogleTestApp,
  signInWithGoogle,
  type GoogleTestApp,
} from '../helpers/google-flow.js';
import type { TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

// A Google sign-in whose address an account already holds, while that account is linked to another
// Google identity, is refused on the sign-in page; it never answers 500 (docs/security.md, T34).

let google: GoogleTestApp;
let ctx: TestContext;

beforeAll(async () => {
  google = await createGoogleTestApp();
  ctx = google.ctx;
});
afterAll(() => google.close());

describe('Sign in with Google to an address another Google identity holds', () => {
  it('sends the browser back to sign-in with a message, and leaves the account as it was', async () => {
    const holder = await createUser(ctx, { email: 'held@example.test' });
    // Linked to Google under another subject (an account whose address changed since, say).
    await ctx.db
      .updateTable('users')
      .set({ google_subject: 'another-google-subject' })
      .where('id', '=', holder.user.id)
      .execute();

    const target = await signInWithGoogle(ctx, { email: 'held@example.test' });

    expect(target.hash).toBe('');
    expect(target.pathname).toBe('/sign-in');
    expect(target.searchParams.get('error')).toBe('google_failed');
    expect(target.searchParams.get('message')).toBe(
      'Another account already uses this email address. Sign in to it with its password or with the Google account linked to it.',
    );
    const accounts = await ctx.db
      .selectFrom('users')
      .select(['id', 'google_subject'])
      .where('email', '=', 'held@example.test')
      .execute();
    expect(accounts).toEqual([{ id: holder.user.id, google_subject: 'another-google-subject' }]);
  });
});
