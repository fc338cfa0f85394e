import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PageQuery } from '@vg/contract';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** GET /{kind}: the caller's records across every vehicle, filtered, newest first. */
export const listRecordsRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `GET /${kind.path}`),
      onRequest: authenticate,
      handler: async (request) => {
        // The kind's filters are generic here; the schema has already checked them.
        const { cursor, limit = 25, ...filters } = request.query as PageQuery;
        return kind.page(app.db, currentUser(request).id, filters, cursor, limit);
      },
    });
  };
