import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { IdParams, NoContent, withErrors } from '@vg/contract';
import { VEHICLE_NOT_FOUND } from '../common/owned.js';

export const deleteVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/vehicles/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['vehicles'],
        summary: 'Delete a vehicle with its records, photos, reminders, provenance and share links',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      // Everything below the vehicle goes with it through `on delete cascade`.
      const deleted = await app.db
        .deleteFrom('vehicles')
        .where('id', '=', request.params.id)
        .where('user_id', '=', me.id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(VEHICLE_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
