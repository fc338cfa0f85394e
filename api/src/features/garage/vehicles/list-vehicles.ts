import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { PageOf, withErrors } from '../../../http/schemas.js';
import { decodeCursor, encodeCursor, pageOf } from '../common/cursor.js';
import { normaliseIdentifier } from './identifier.js';
import { toOwnedVehicle } from './vehicle-mapper.js';
import { selectVehicles } from './vehicle-query.js';
import { OwnedVehicle, VehicleListQuery, type VehicleSort } from './vehicle-schemas.js';

// Each sort is a non-null text expression plus the id as a tie-breaker, so the keyset cursor is exact.
// Text keeps one cursor type for every sort; the year is zero-padded so it compares as a number.
const SORT_KEYS: Record<
  VehicleSort,
  { expression: RawBuilder<string>; direction: 'asc' | 'desc' }
> = {
  recent: {
    expression: sql<string>`to_char(vehicles.created_at, 'YYYY-MM-DD"T"HH24:MI:SS.MS')`,
    direction: 'desc',
  },
  name: {
    expression: sql<string>`lower(vehicles.make || ' ' || vehicles.model || ' ' || coalesce(vehicles.variant, ''))`,
    direction: 'asc',
  },
  year: {
    expression: sql<string>`lpad(coalesce(vehicles.model_year, 9999)::text, 4, '0')`,
    direction: 'asc',
  },
};

/** Searches for the text itself: % and _ typed by the owner are not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

export const listVehiclesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/vehicles',
    {
      onRequest: authenticate,
      schema: {
        tags: ['vehicles'],
        summary: "The caller's vehicles: search, filters, sorting, cursor pages",
        security: [{ bearer: [] }],
        querystring: VehicleListQuery,
        response: withErrors({ 200: PageOf(OwnedVehicle) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const {
        q,
        status,
        condition,
        visibility,
        sort = 'recent',
        cursor,
        limit = 24,
      } = request.query;
      const key = SORT_KEYS[sort];
      const after = decodeCursor(cursor);
      const comparator = key.direction === 'asc' ? sql`>` : sql`<`;
      let query = selectVehicles(app.db, 'owner')
        .select(key.expression.as('sort_value'))
        .where('vehicles.user_id', '=', me.id);
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
        const condition: Expression<SqlBool> = sql<SqlBool>`(${key.expression}, vehicles.id) ${comparator} (${String(after.sortValue)}, ${after.id}::uuid)`;
        query = query.where(condition);
      }
      const rows = await query
        .orderBy(key.expression, key.direction)
        .orderBy('vehicles.id', key.direction)
        .limit(limit + 1)
        .execute();
      const page = pageOf(rows, limit, (row) => encodeCursor(row.sort_value, row.id));
      return {
        data: page.data.map((row) => toOwnedVehicle(row, app.config.jwtSecret)),
        page: { nextCursor: page.nextCursor },
      };
    },
  );
};
