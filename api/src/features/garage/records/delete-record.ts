import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams, NoContent, withErrors } from '@vg/contract';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import type { RecordKind } from './record-kind.js';

/** DELETE /{kind}/:id: deletes one of the caller's records; 404 whoever else owns it. */
export const deleteRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.delete(
      `/${kind.path}/:id`,
      {
        onRequest: authenticate,
        schema: {
          tags: [kind.tag],
          summary: kind.summaries.remove,
          security: [{ bearer: [] }],
          params: IdParams,
          response: withErrors({ 204: NoContent }),
        },
      },
      async (request, reply) => {
        const removed = await kind.remove(app.db, currentUser(request).id, request.params.id);
        if (!removed) throw notFound(kind.notFound);
        return reply.code(204).send(null);
      },
    );
  };
