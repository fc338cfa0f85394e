import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PgliteOnThread } from '../../src/db/pglite-on-thread.js';
import { preparedQueries } from '../../src/db/pglite-prepared.js';

// The embedded database's statements run as named prepared statements (src/db/pglite-prepared.ts):
// parsed and planned once per text, answering exactly what PGlite's own query answers.
let pglite: PGlite;
let query: ReturnType<typeof preparedQueries>;
beforeAll(async () => {
  pglite = await PGlite.create();
  query = preparedQueries(pglite);
  await pglite.exec(`
    create table car (
      id uuid primary key,
      chassis text unique not null,
      built date,
      bought timestamptz,
      price numeric(10, 2),
      miles bigint,
      restored boolean,
      notes jsonb,
      tags text[]
    );
    insert into car values
      ('7b0f5c1e-2a7d-4c1e-9d3a-6f1b2c3d4e5f', '1E 1234', '1961-03-15', '2024-06-01T09:30:00Z',
       48250.50, 120345, true, '{"colour": "Opalescent Gunmetal"}', '{coupe,"left hand"}'),
      ('8c1f6d2f-3b8e-4d2f-8e4b-7a2c3d4e5f60', '1E 5678', null, null, null, null, null, null, null);
  `);
});
afterAll(() => pglite.close());

const byChassis = 'select * from car where chassis = $1';
const preparedNamed = (text: string) =>
  pglite.query<{ n: number }>(
    'select count(*)::int as n from pg_prepared_statements where statement = $1',
    [text],
  );

describe('statements on the embedded database', () => {
  it('answers the rows, types and counts PGlite’s own query answers', async () => {
    for (const chassis of ['1E 1234', '1E 5678', 'no such car']) {
      const expected = await pglite.query(byChassis, [chassis]);
      const answered = await query(byChassis, [chassis]);
      expect(answered.rows).toEqual(expected.rows);
    }
    const first = (
      await query<{ built: Date; price: string; tags: string[] }>(byChassis, ['1E 1234'])
    ).rows[0];
    expect(first?.built).toBeInstanceOf(Date);
    expect(first?.tags).toEqual(['coupe', 'left hand']);
    const updated = await query('update car set miles = miles + $1 where chassis like $2', [
      5,
      '1E%',
    ]);
    expect(updated.affectedRows).toBe(2);
  });

  it('parses a text once and keeps it prepared', async () => {
    await query(byChassis, ['1E 1234']);
    await query(byChassis, ['1E 5678']);
    expect((await preparedNamed(byChassis)).rows[0]?.n).toBe(1);
  });

  it('serialises each kind of value it is given', async () => {
    const text =
      'select $1::jsonb as notes, $2::timestamptz as at, $3::text[] as tags, $4::int as none';
    const values = [{ mileage: 'original' }, new Date('2025-01-02T03:04:05Z'), ['a', 'b c'], null];
    expect((await query(text, values)).rows).toEqual((await pglite.query(text, values)).rows);
  });

  it('reports a database error with its fields, and the statement still works after it', async () => {
    const insert = 'insert into car (id, chassis) values ($1, $2)';
    const failure = await query(insert, ['9d2a7e3a-4c9f-4e3a-9f5c-8b3d4e5f6a71', '1E 1234']).catch(
      (error: unknown) => error,
    );
    expect(failure).toMatchObject({ code: '23505', constraint: 'car_chassis_key' });
    const added = await query(insert, ['9d2a7e3a-4c9f-4e3a-9f5c-8b3d4e5f6a71', '1E 9999']);
    expect(added.affectedRows).toBe(1);
  });

  it('makes a statement again when a migration changed its table', async () => {
    await query(byChassis, ['1E 1234']);
    await pglite.exec('alter table car add column colour text');
    const after = await query<{ colour: string | null }>(byChassis, ['1E 1234']);
    expect(after.rows[0]).toHaveProperty('colour', null);
  });
});

describe('the database thread', () => {
  it('runs the API’s statements prepared', async () => {
    const thread = new PgliteOnThread({});
    try {
      const text = 'select $1::int + 1 as n';
      await thread.query(text, [1]);
      const { rows } = await thread.query<{ n: number }>(text, [41]);
      expect(rows).toEqual([{ n: 42 }]);
      const named = await thread.query<{ n: number }>(
        'select count(*)::int as n from pg_prepared_statements where statement = $1',
        [text],
      );
      expect(named.rows[0]?.n).toBe(1);
    } finally {
      await thread.close();
    }
  });
});
