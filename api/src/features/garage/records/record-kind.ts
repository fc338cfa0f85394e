import type { Static, TObject, TSchema } from '@sinclair/typebox';
import type { Totals } from '@vg/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

// Maintenance and modifications are one stack: the same seven endpoints, each written once
// (one file per endpoint in this folder) and registered for each kind of record. A kind says only
// what differs: its path, its words, its schemas and how its rows are read and written.

export interface RecordPage<Item> {
  data: Item[];
  page: { nextCursor: string | null };
}

export interface RecordKind<
  Item extends TSchema = TSchema,
  Input extends TSchema = TSchema,
  Filters extends TObject = TObject,
> {
  /** The collection's path segment: `/{path}`, `/{path}/:id`, `/vehicles/:vehicleId/{path}`. */
  path: string;
  /** The OpenAPI tag, and the words of each operation (the endpoint table in api/README.md). */
  tag: string;
  summaries: {
    list: string;
    vehicleList: string;
    totals: string;
    create: string;
    get: string;
    replace: string;
    remove: string;
  };
  createDescription?: string;
  schemas: { item: Item; input: Input; filters: Filters };
  /** The 404 message for a record that is not the caller's. */
  notFound: string;
  page(
    db: Db,
    userId: string,
    filters: Static<Filters>,
    cursor: string | undefined,
    limit: number,
  ): Promise<RecordPage<Static<Item>>>;
  totals(db: Db, userId: string, filters: Static<Filters>): Promise<Totals>;
  find(db: Db, userId: string, id: string): Promise<Static<Item>>;
  create(db: Db, userId: string, vehicleId: string, input: Static<Input>): Promise<Static<Item>>;
  replace(db: Db, userId: string, id: string, input: Static<Input>): Promise<Static<Item>>;
  /** False when the caller has no such record. */
  remove(db: Db, userId: string, id: string): Promise<boolean>;
}

/** How many rows a filtered query holds, and what they cost per currency (never added across). */
export async function totalsByCurrency(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any table joined to any other
  query: SelectQueryBuilder<Database, any, any>,
  columns: { currency: string; cost: string },
): Promise<Totals> {
  const rows = (await query
    .clearSelect()
    .select([
      sql.ref(columns.currency).as('currency'),
      sql<string>`count(*)`.as('count'),
      sql<string>`coalesce(sum(${sql.ref(columns.cost)}), 0)`.as('total'),
    ])
    .groupBy(sql.ref(columns.currency))
    .execute()) as { currency: string | null; count: string; total: string }[];
  return {
    count: rows.reduce((sum, row) => sum + Number(row.count), 0),
    costs: rows
      .filter((row) => Number(row.total) > 0)
      .map((row) => ({ currency: row.currency, total: Number(row.total) })),
  };
}

/** Deletes one of the caller's rows; false when there was none. */
export async function deleteOwned(
  db: Db,
  table: 'maintenance_records' | 'modifications',
  userId: string,
  id: string,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}
