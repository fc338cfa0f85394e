import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** DELETE /{kind}/:id: a workshop deletes only its own records; 404 for anyone not let in. */
export const deleteRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `DELETE /${kind.path}/:id`),
      onRequest: authenticate,
      handler: async (request, reply) => {
        const { keeperId } = await requireRowAccess(
          app.db,
          kind.table,
          currentUser(request).id,
          request.params.id,
          'contribute',
          kind.notFound,
        );
        const removed = await kind.remove(app.db, keeperId, request.params.id);
        if (!removed) throw notFound(kind.notFound);
        return reply.code(204).send(null);
      },
    });
  };
