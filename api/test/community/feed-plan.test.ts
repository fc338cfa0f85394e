import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../helpers/test-app.js';
import { createUser, type TestUser } from '../helpers/users.js';
import { feedPage, feedStatement } from '../../src/features/community/feed/feed-query.js';
import { createCar } from './community-fixtures.js';

// The Everyone feed reads the newest lines of each kind down its (time, id) index and keeps those of
// public cars of active keepers. Most records are of private cars (the garage's usual write), so a
// page passes many of them: each must cost a look-up, not a pass over every public car. Measured on
// the plan Postgres chooses once its statistics know the tables (as autovacuum's would).

const KEEPERS = 30;
const PRIVATE_RECORDS = 2_000;

let ctx: TestContext;
let reader: TestUser;

interface PlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** Rows every node of the plan handed on, over all its loops: the work the page cost. */
const rowsHandled = (node: PlanNode): number =>
  node['Actual Rows'] * node['Actual Loops'] +
  (node.Plans ?? []).reduce((sum, child) => sum + rowsHandled(child), 0);

beforeAll(async () => {
  ctx = await createTestApp();
  reader = await createUser(ctx, { username: 'feed_reader' });
  const privateCars: string[] = [];
  for (let i = 0; i < KEEPERS; i += 1) {
    const keeper = await createUser(ctx, { username: `keeper_${i}` });
    const shown = await createCar(ctx, keeper);
    privateCars.push(await createCar(ctx, keeper, { visibility: 'private' }));
    // One record of each public car, older than the private cars' records below.
    await sql`insert into maintenance_records
        (user_id, vehicle_id, performed_on, category, title, created_at)
      values (${keeper.user.id}, ${shown}, '2026-01-01', 'service', 'Public service',
        now() - interval '1 day')`.execute(ctx.db);
  }
  await sql`insert into maintenance_records
      (user_id, vehicle_id, performed_on, category, title, created_at)
    select v.user_id, v.id, '2026-02-01', 'repair', 'Private repair ' || n,
      now() - n * interval '1 second'
    from generate_series(1, ${PRIVATE_RECORDS}) n
    join vehicles v on v.id = (${sql.val(privateCars)}::uuid[])[1 + n % ${KEEPERS}]`.execute(
    ctx.db,
  );
  await sql`analyze`.execute(ctx.db);
}, 120_000);

afterAll(async () => {
  await ctx.close();
});

/** The Everyone feed's first page of records, as the reader asks for it. */
const recordsPage = () =>
  ({ scope: 'everyone', viewerId: reader.user.id, kind: 'record', limit: 20 }) as const;

/** The rows the plan of a records page handled, as Postgres chose and ran it. */
async function rowsHandledByPage() {
  const statement = feedStatement(recordsPage())!;
  const { rows } = await sql<{
    'QUERY PLAN': [{ Plan: PlanNode }];
  }>`explain (analyze, format json) ${statement}`.execute(ctx.db);
  return rowsHandled(rows[0]!['QUERY PLAN'][0].Plan);
}

describe('the Everyone feed with many private records', () => {
  it('shows the public cars’ records, newest first', async () => {
    const rows = await feedPage(ctx.db, recordsPage());
    expect(rows).toHaveLength(21);
    expect(new Set(rows.map((row) => row.title))).toEqual(new Set(['Public service']));
  });

  it('passes each private record with one look-up, not a pass over every public car', async () => {
    // The index passes the 2,000 private records and the 30 public ones once; each private record
    // checked against all 30 public cars would be some 60,000.
    expect(await rowsHandledByPage()).toBeLessThan(10_000);
  });
});

describe('the Everyone feed in a community of many public cars', () => {
  beforeAll(async () => {
    // 5,000 more public cars, older than every record, with none of their own.
    await sql`insert into vehicles
        (user_id, identifier_kind, identifier, make, model, model_year, visibility, created_at)
      select ${reader.user.id}, 'chassis', 'BULK ' || n, 'Morris', 'Minor', 1960, 'public',
        now() - interval '2 days'
      from generate_series(1, 5000) n`.execute(ctx.db);
    await sql`analyze`.execute(ctx.db);
  }, 60_000);

  it('costs the same look-ups, not a pass over the 5,000 public cars', async () => {
    // A set of every public car, made for the page, would handle 5,000 rows for each kind of line.
    expect(await rowsHandledByPage()).toBeLessThan(10_000);
  });
});
