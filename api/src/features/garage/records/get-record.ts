import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** GET /{kind}/:id: a record of a car the caller keeps or works on; 404 for anyone else. */
export const getRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `GET /${kind.path}/:id`),
      onRequest: authenticate,
      handler: async (request) => {
        const { keeperId } = await requireRowAccess(
          app.db,
          kind.table,
          currentUser(request).id,
          request.params.id,
          'see',
          kind.notFound,
        );
        return { data: await kind.find(app.db, keeperId, request.params.id) };
      },
    });
  };
