import { decodeJwt } from 'jose';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/db/database.js';
import { CallerLookup } from '../../src/security/caller-lookup.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser } from '../helpers/users.js';

// A prepared statement is planned again on each call when Postgres judges each call's own plan
// cheaper than one shared plan: it makes the first five calls' plans, then keeps a shared one only
// when it is no dearer. For the caller check, which every signed-in request runs, planning again
// each time cost several times what running it does (docs/figures.md). PostgreSQL 15, which the
// API tests also run on in CI, planned it on every call before; the embedded database already
// shared one plan.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** How Postgres planned this connection's prepared statements whose text contains `marker`. */
async function plansOf(connection: Db, marker: string) {
  const { rows } = await sql<{ generic: string; custom: string }>`
    select generic_plans::text as generic, custom_plans::text as custom
    from pg_prepared_statements where strpos(statement, ${marker}) > 0`.execute(connection);
  return rows.map((row) => ({ generic: Number(row.generic), custom: Number(row.custom) }));
}

describe('the statement every signed-in request runs is planned once', () => {
  it("the caller check: one shared plan after Postgres's first five", async () => {
    const callers = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
    const claims = callers.map(({ user, token }) => ({
      userId: user.id,
      tokenId: String(decodeJwt(token).jti),
    }));
    await ctx.db.connection().execute(async (connection) => {
      const lookup = new CallerLookup(connection, ctx.config.session.idleDays);
      // One check at a time, then three at once: a batch of another size is the same statement.
      for (let call = 0; call < 8; call++) {
        const user = await lookup.find(claims[call % claims.length]!);
        expect(user?.id).toBe(callers[call % callers.length]!.user.id);
      }
      const together = await Promise.all(claims.map((claim) => lookup.find(claim)));
      expect(together.map((user) => user?.id)).toEqual(callers.map(({ user }) => user.id));

      const [plans] = await plansOf(connection, '"auth_tokens"."id" as "token_id"');
      expect(plans?.custom).toBeLessThanOrEqual(5);
      expect(plans?.generic).toBeGreaterThanOrEqual(4);
    });
  });
});
