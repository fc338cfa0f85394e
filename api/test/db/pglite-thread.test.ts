import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

// The embedded database (PGlite) runs on a thread of its own (src/db/pglite-thread.ts): a long
// statement keeps that thread busy, not the API's event loop, so other requests are still answered.
// On Postgres the same holds by construction (the server is another process).
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

/** A statement that keeps PGlite busy for about a second on this machine. */
const slowStatement = () =>
  sql<{ n: string }>`select count(*) as n from generate_series(1, 4000000) as g(i)`.execute(ctx.db);

describe('the embedded database off the event loop', () => {
  it('answers a request while a long statement runs', async () => {
    let slowDone = 0;
    const slow = slowStatement().then(() => (slowDone = performance.now()));
    // Let the statement reach the database before asking.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/health/live' });
    const answered = performance.now();
    expect(res.statusCode).toBe(200);
    await slow;
    // The liveness answer came before the statement finished, not behind it.
    expect(answered).toBeLessThan(slowDone);
  });

  it('keeps a transaction whole: others wait for its end and see only what it committed', async () => {
    await sql`create table thread_probe (n int)`.execute(ctx.db);
    let outsideSaw: number | null = null;
    const rolledBack = ctx.db
      .transaction()
      .execute(async (trx) => {
        await sql`insert into thread_probe values (1)`.execute(trx);
        // Another caller asks meanwhile; it must not see this uncommitted row.
        void sql<{ n: number }>`select count(*)::int as n from thread_probe`
          .execute(ctx.db)
          .then((result) => (outsideSaw = result.rows[0]?.n ?? null));
        await new Promise((resolve) => setTimeout(resolve, 50));
        throw new Error('undo');
      })
      .catch((error: Error) => error.message);
    expect(await rolledBack).toBe('undo');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(outsideSaw).toBe(0);
  });

  it('reports a database error with its SQLSTATE code', async () => {
    const failure: unknown = await sql`select * from no_such_table`
      .execute(ctx.db)
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect(failure).toMatchObject({
      code: '42P01',
      message: expect.stringMatching(/no_such_table/),
    });
  });
});
