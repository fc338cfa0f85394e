import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, withErrors } from '../../../http/schemas.js';
import { RecordFilters, Totals } from './maintenance-schemas.js';
import { filterMaintenance } from './maintenance-page.js';
import { selectMaintenance } from './maintenance-store.js';

export const maintenanceTotalsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/maintenance/totals',
    {
      onRequest: authenticate,
      schema: {
        tags: ['maintenance'],
        summary:
          'How many records match the filters of GET /maintenance, and what they cost per currency',
        security: [{ bearer: [] }],
        querystring: RecordFilters,
        response: withErrors({ 200: DataOf(Totals) }),
      },
    },
    async (request) => {
      const rows = await filterMaintenance(
        selectMaintenance(app.db),
        currentUser(request).id,
        request.query,
      )
        .clearSelect()
        .select([
          'maintenance_records.currency',
          sql<string>`count(*)`.as('count'),
          sql<string>`coalesce(sum(maintenance_records.total_cost), 0)`.as('total'),
        ])
        .groupBy('maintenance_records.currency')
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
};
