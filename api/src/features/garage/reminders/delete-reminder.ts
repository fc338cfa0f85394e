import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { IdParams, NoContent, withErrors } from '@vg/contract';
import { REMINDER_NOT_FOUND } from './reminder-store.js';

/** The owner drops a reminder. */
export const deleteReminderRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/reminders/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['reminders'],
        summary: 'Delete a reminder',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('reminders')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(REMINDER_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
