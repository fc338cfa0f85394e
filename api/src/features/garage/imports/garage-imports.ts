import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { fromTable } from '../../../http/route-table.js';
import { LISTED, SUMMARY_COLUMNS, toSummary } from './list-imports.js';
import { startImport } from './start-import.js';

// The whole garage from one spreadsheet (docs/product.md#importing-history): the member's own
// garage only, so there is no car in the path to check; each row's car is read from its car column
// against the member's own cars (garage-cars.ts). Its preview, confirmation, undo and refused rows
// are an import's like any other (/imports/:importId).

export const garageImportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /garage-imports'),
    onRequest: authenticate,
    handler: async (request, reply) =>
      reply.code(201).send({ data: await startImport(app, request, null) }),
  });

  /** The member's whole-garage imports, newest first, so one is undone on a later visit too. */
  app.route({
    ...fromTable(app, 'GET /garage-imports'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const rows = await app.db
        .selectFrom('imports')
        .select(SUMMARY_COLUMNS)
        .where('user_id', '=', me.id)
        .where('vehicle_id', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(LISTED)
        .execute();
      return { data: rows.map(toSummary) };
    },
  });
};
