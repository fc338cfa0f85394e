import type { FastifyInstance } from 'fastify';
import type { ApiRouteKey, Totals } from '@vg/contract';
import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { fromTable } from '../../../http/route-table.js';

// Maintenance and modifications are one stack: the same seven endpoints, each written once
// (one file per endpoint in this folder) and registered for each kind of record. A kind says only
// what differs: its path and how its rows are read and written.

export interface RecordPage<Item> {
  data: Item[];
  page: { nextCursor: string | null };
}

/** The collection's path segment: `/{path}`, `/{path}/:id`, `/vehicles/:vehicleId/{path}`. */
export type RecordPath = 'maintenance' | 'modifications';

/**
 * What differs between the kinds. Their operations' words and schemas are in the route table
 * (contract/src/routes/garage/records.ts); the types here are those schemas' own.
 */
export interface RecordKind<Item = unknown, Input = unknown, Filters = unknown> {
  path: RecordPath;
  /** Where its rows are, for the check of who may read or change one. */
  table: 'maintenance_records' | 'modifications';
  /** The 404 message for a record that is not the caller's. */
  notFound: string;
  page(
    db: Db,
    userId: string,
    filters: Filters,
    cursor: string | undefined,
    limit: number,
  ): Promise<RecordPage<Item>>;
  totals(db: Db, userId: string, filters: Filters): Promise<Totals>;
  find(db: Db, userId: string, id: string): Promise<Item>;
  /** `userId` is the car's keeper; `enteredBy` who writes it, when not the keeper. */
  create(
    db: Db,
    userId: string,
    vehicleId: string,
    input: Input,
    enteredBy?: string,
  ): Promise<Item>;
  replace(db: Db, userId: string, id: string, input: Input): Promise<Item>;
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

/**
 * A kind's route from the table, for an endpoint written once for every kind. The kinds share the
 * route's params; its body, filters and answer are each kind's own, so the handler passes them to
 * the kind as they came (the entry's schemas have checked them on the way in and out).
 */
export function recordRoute<K extends ApiRouteKey>(app: FastifyInstance, key: K) {
  const { schema, ...route } = fromTable(app, key);
  return { ...route, schema: schema as Omit<typeof schema, 'body' | 'querystring' | 'response'> };
}
