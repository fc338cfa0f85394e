import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { fromTable } from '../../../http/route-table.js';
import { decodeOffset, encodeOffset } from '../../community/registry/registry-query.js';
import { adminVehicleSearch, selectAdminVehicles, toAdminVehicle } from './admin-vehicle-query.js';

const DEFAULT_LIMIT = 20;

/** GET /admin/vehicles?q=: the showcase's car search, each car saying whether it is featured. */
export const searchVehiclesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/vehicles'),
    handler: async (request) => {
      const { q, cursor, limit = DEFAULT_LIMIT } = request.query;
      const offset = decodeOffset(cursor);
      const rows = await selectAdminVehicles(app.db)
        .where(adminVehicleSearch(q))
        // The registry's "by name" order; its keys are generated columns, read through sql.
        .orderBy(sql`v.make_key, v.model_key, v.model_year asc nulls last, v.id`)
        .limit(limit + 1)
        .offset(offset)
        .execute();
      return {
        data: rows.slice(0, limit).map((row) => toAdminVehicle(row, app.config.jwtSecret)),
        page: { nextCursor: rows.length > limit ? encodeOffset(offset + limit) : null },
      };
    },
  });
};
