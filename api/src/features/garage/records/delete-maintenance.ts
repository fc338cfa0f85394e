import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { IdParams, NoContent, withErrors } from '../../../http/schemas.js';
import { RECORD_NOT_FOUND } from './maintenance-record.js';

export const deleteMaintenanceRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/maintenance/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['maintenance'],
        summary: 'Delete a maintenance record and its parts',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('maintenance_records')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(RECORD_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
