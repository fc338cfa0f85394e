import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** GET /{kind}/totals: how many records match the list's filters, and their cost per currency. */
export const recordTotalsRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `GET /${kind.path}/totals`),
      onRequest: authenticate,
      handler: async (request) => ({
        data: await kind.totals(app.db, currentUser(request).id, request.query),
      }),
    });
  };
