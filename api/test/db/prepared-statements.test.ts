import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from '../../src/db/database.js';

// Named prepared statements exist on a Postgres server only (PGlite runs in process).
const serverUrl = process.env.TEST_DATABASE_URL;

describe.runIf(serverUrl)('prepared statements on a Postgres server', () => {
  let db: Db;
  beforeAll(() => {
    db = createDatabase({ databaseUrl: serverUrl ?? null, pgliteDir: '' });
  });
  afterAll(() => db.destroy());

  const preparedOn = (connection: Db) =>
    sql<{ name: string; statement: string }>`select name, statement from pg_prepared_statements`
      .execute(connection)
      .then((result) => result.rows);

  it('prepares a parameterised query once per connection and reuses it', async () => {
    await db.connection().execute(async (connection) => {
      const first = await sql<{ n: number }>`select ${41}::int + 1 as n`.execute(connection);
      const again = await sql<{ n: number }>`select ${1}::int + 1 as n`.execute(connection);
      expect(first.rows[0]?.n).toBe(42);
      expect(again.rows[0]?.n).toBe(2);
      const statements = (await preparedOn(connection)).filter((row) =>
        row.statement.includes('::int + 1 as n'),
      );
      expect(statements).toHaveLength(1);
      expect(statements[0]?.name).toMatch(/^vg_[0-9a-f]{40}$/);
    });
  });

  it('answers with the new columns after a table changes under a prepared statement', async () => {
    await db.connection().execute(async (connection) => {
      await sql`create temporary table gauges (id int, reading int)`.execute(connection);
      await sql`insert into gauges values (1, 100)`.execute(connection);
      const readGauge = () =>
        sql<Record<string, number>>`select * from gauges where id = ${1}`.execute(connection);
      expect((await readGauge()).rows).toEqual([{ id: 1, reading: 100 }]);
      await sql`alter table gauges add column unit int default 0`.execute(connection);
      expect((await readGauge()).rows).toEqual([{ id: 1, reading: 100, unit: 0 }]);
    });
  });
});
