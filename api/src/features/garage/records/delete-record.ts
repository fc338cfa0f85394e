import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** DELETE /{kind}/:id: deletes one of the caller's records; 404 whoever else owns it. */
export const deleteRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `DELETE /${kind.path}/:id`),
      onRequest: authenticate,
      handler: async (request, reply) => {
        const removed = await kind.remove(app.db, currentUser(request).id, request.params.id);
        if (!removed) throw notFound(kind.notFound);
        return reply.code(204).send(null);
      },
    });
  };
