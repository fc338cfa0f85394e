import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, PageOf, withErrors } from '../../../http/schemas.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { Limit, VehicleIdParams } from '../common/schemas.js';
import { Totals } from './maintenance-schemas.js';
import { Modification, ModificationFilters } from './modification-schemas.js';
import {
  filterModifications,
  modificationsPage,
  selectModifications,
} from './modification-store.js';

const PageQuery = Type.Object({
  cursor: Type.Optional(Type.String({ maxLength: 300 })),
  limit: Limit,
});

/** GET /modifications (every vehicle, filtered), its totals, and GET /vehicles/:vehicleId/modifications. */
export const listModificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/modifications',
    {
      onRequest: authenticate,
      schema: {
        tags: ['modifications'],
        summary: "Every modification across the caller's vehicles, newest first",
        security: [{ bearer: [] }],
        querystring: Type.Composite([ModificationFilters, PageQuery]),
        response: withErrors({ 200: PageOf(Modification) }),
      },
    },
    async (request) => {
      const { cursor, limit = 25, ...filters } = request.query;
      return modificationsPage(app.db, currentUser(request).id, filters, cursor, limit);
    },
  );

  app.get(
    '/modifications/totals',
    {
      onRequest: authenticate,
      schema: {
        tags: ['modifications'],
        summary: 'How many modifications match the filters, and what they cost per currency',
        security: [{ bearer: [] }],
        querystring: ModificationFilters,
        response: withErrors({ 200: DataOf(Totals) }),
      },
    },
    async (request) => {
      const rows = await filterModifications(
        selectModifications(app.db, currentUser(request).id),
        request.query,
      )
        .clearSelect()
        .select([
          'modifications.currency',
          sql<string>`count(*)`.as('count'),
          sql<string>`coalesce(sum(modifications.cost), 0)`.as('total'),
        ])
        .groupBy('modifications.currency')
        .execute();
      return {
        data: {
          count: rows.reduce((sum, row) => sum + Number(row.count), 0),
          costs: rows
            .filter((row) => Number(row.total) > 0)
            .map((row) => ({ currency: row.currency, total: Number(row.total) })),
        },
      };
    },
  );

  app.get(
    '/vehicles/:vehicleId/modifications',
    {
      onRequest: authenticate,
      schema: {
        tags: ['modifications'],
        summary: "A vehicle's modifications, newest first",
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        querystring: PageQuery,
        response: withErrors({ 200: PageOf(Modification) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const { cursor, limit = 25 } = request.query;
      return modificationsPage(app.db, me.id, { vehicleId: vehicle.id }, cursor, limit);
    },
  );
};
