import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { NoContent, VehicleIdParams, withErrors } from '@vg/contract';

/** An admin takes a vehicle off the showcase. */
export const removeShowcaseEntryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/admin/showcase/:vehicleId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove a vehicle from the showcase',
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('showcase_entries')
        .where('vehicle_id', '=', request.params.vehicleId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound('This vehicle is not in the showcase');
      return reply.code(204).send(null);
    },
  );
};
