import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { IdParams, NoContent, withErrors } from '@vg/contract';
import { PERIOD_NOT_FOUND } from './ownership-store.js';

/** The owner deletes one of their ownership periods. */
export const deleteOwnershipPeriodRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/ownership/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['provenance'],
        summary: 'Delete an ownership period',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('ownership_periods')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(PERIOD_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
