import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import type { VehicleListQuery, VehicleSort } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import {
  decodeCursor,
  encodeCursor,
  isIsoTimestamp,
  pageOf,
  type CursorValue,
} from '../common/cursor.js';
import { isoTimestamp } from '../common/dates.js';
import { normaliseIdentifier } from '@vg/contract/rules';
import { toVehicleSummary } from './vehicle-mapper.js';
import { selectVehicleSummaries } from './vehicle-query.js';
import { sendKeptForOwner } from './owner-answers.js';

// Each sort is a non-null expression plus the id as a tie-breaker, so the keyset cursor is exact.
// "recent" orders by created_at itself, so the (user_id, created_at, id) index serves it, and its
// cursor carries the ISO text of it; the other keys are text (the year zero-padded so it compares
// as a number). `cursorType` casts the cursor's value back to the expression's type.
interface SortKey {
  expression: RawBuilder<unknown>;
  direction: 'asc' | 'desc';
  cursorValue: RawBuilder<string>;
  cursorType: RawBuilder<unknown>;
  isCursorValue: (value: CursorValue) => boolean;
}

const textSort = (expression: RawBuilder<string>): Omit<SortKey, 'direction'> => ({
  expression,
  cursorValue: expression,
  cursorType: sql.raw('text'),
  isCursorValue: (value) => typeof value === 'string',
});

const SORT_KEYS: Record<VehicleSort, SortKey> = {
  recent: {
    expression: sql`vehicles.created_at`,
    direction: 'desc',
    cursorValue: isoTimestamp('vehicles.created_at'),
    cursorType: sql.raw('timestamptz'),
    isCursorValue: isIsoTimestamp,
  },
  name: {
    ...textSort(
      sql<string>`lower(vehicles.make || ' ' || vehicles.model || ' ' || coalesce(vehicles.variant, ''))`,
    ),
    direction: 'asc',
  },
  year: {
    ...textSort(sql<string>`lpad(coalesce(vehicles.model_year, 9999)::text, 4, '0')`),
    direction: 'asc',
  },
};

/** Searches for the text itself: % and _ typed by the owner are not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of the member's vehicles, newest first unless sorted otherwise. */
export async function vehiclePage(
  db: Db,
  photoSecret: string,
  ownerId: string,
  asked: VehicleListQuery,
) {
  const { q, status, condition, visibility, sort = 'recent', cursor, limit = 24 } = asked;
  const key = SORT_KEYS[sort];
  const after = decodeCursor(cursor, key.isCursorValue);
  const comparator = key.direction === 'asc' ? sql`>` : sql`<`;
  let query = selectVehicleSummaries(db)
    .select(key.cursorValue.as('sort_value'))
    .where('vehicles.user_id', '=', ownerId);
  if (status) query = query.where('vehicles.status', '=', status);
  if (condition) query = query.where('vehicles.condition', '=', condition);
  if (visibility) query = query.where('vehicles.visibility', '=', visibility);
  const search = q?.trim();
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    const identifierKey = normaliseIdentifier(search);
    query = query.where((eb) =>
      eb.or([
        eb('vehicles.make', 'ilike', pattern),
        eb('vehicles.model', 'ilike', pattern),
        eb('vehicles.variant', 'ilike', pattern),
        eb('vehicles.registration', 'ilike', pattern),
        ...(identifierKey ? [eb('vehicles.identifier_key', 'like', `%${identifierKey}%`)] : []),
      ]),
    );
  }
  if (after) {
    const condition: Expression<SqlBool> = sql<SqlBool>`(${key.expression}, vehicles.id) ${comparator} (${String(after.sortValue)}::${key.cursorType}, ${after.id}::uuid)`;
    query = query.where(condition);
  }
  const rows = await query
    .orderBy(key.expression, key.direction)
    .orderBy('vehicles.id', key.direction)
    .limit(limit + 1)
    .execute();
  const page = pageOf(rows, limit, (row) => encodeCursor(row.sort_value, row.id));
  return {
    data: page.data.map((row) => toVehicleSummary(row, photoSecret)),
    page: { nextCursor: page.nextCursor },
  };
}

/** GET /vehicles: the member's own vehicles, kept per question until their garage changes. */
export const listVehiclesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles'),
    onRequest: authenticate,
    handler: (request, reply) =>
      sendKeptForOwner(request, reply, `list|${JSON.stringify(request.query)}`, () =>
        vehiclePage(app.db, app.config.jwtSecret, currentUser(request).id, request.query),
      ),
  });
};
