import type { TestContext } from './test-app.js';
import { createUser, type TestUser } from './users.js';

/**
 * An account created through Google (no password) with a Google session that started `minutesAgo`
 * (how recent a sign-in is decides what it may do: docs/security.md T41).
 */
export async function googleOnlyMember(ctx: TestContext, minutesAgo: number): Promise<TestUser> {
  const member = await createUser(ctx);
  await ctx.db
    .updateTable('users')
    .set({ password_hash: null, google_subject: `google-${member.user.id}` })
    .where('id', '=', member.user.id)
    .execute();
  const token = await ctx.app.tokens.issue(member.user.id, {
    method: 'google',
    device: null,
    deviceHash: null,
    ip: '127.0.0.1',
  });
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
  await ctx.db
    .updateTable('auth_tokens')
    .set({ created_at: new Date(Date.now() - minutesAgo * 60_000) } as never)
    .where('id', '=', claims.jti)
    .execute();
  return { ...member, token, headers: { authorization: `Bearer ${token}` } };
}
