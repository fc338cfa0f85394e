import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** GET /{kind}/:id: one of the caller's records; 404 whoever else owns it. */
export const getRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `GET /${kind.path}/:id`),
      onRequest: authenticate,
      handler: async (request) => ({
        data: await kind.find(app.db, currentUser(request).id, request.params.id),
      }),
    });
  };
