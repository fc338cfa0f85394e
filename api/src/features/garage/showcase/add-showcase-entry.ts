import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireAdmin } from '../../../http/authenticate.js';
import { unprocessable } from '../../../http/errors.js';
import { notify } from '../../notifications/index.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';
import { fromTable } from '../../../http/route-table.js';

/** An admin features a public vehicle (again: the note is replaced); its owner is told. */
export const addShowcaseEntryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /admin/showcase'),
    onRequest: requireAdmin,
    handler: async (request, reply) => {
      const vehicle = await app.db
        .selectFrom('vehicles')
        .select(['id', 'visibility', 'user_id', 'model_year', 'make', 'model', 'variant'])
        .where('id', '=', request.body.vehicleId)
        .executeTakeFirst();
      if (!vehicle || vehicle.visibility !== 'public') {
        throw unprocessable({ vehicleId: 'Only a public vehicle can be showcased.' });
      }
      await app.db
        .insertInto('showcase_entries')
        .values({
          vehicle_id: vehicle.id,
          note: request.body.note?.trim() || null,
          added_by: currentUser(request).id,
        })
        .onConflict((conflict) =>
          conflict.column('vehicle_id').doUpdateSet({ note: request.body.note?.trim() || null }),
        )
        .execute();
      await notify(app.db, vehicle.user_id, {
        kind: 'showcase-featured',
        title: `Your ${vehicleTitle(vehicle)} is in the showcase`,
        body: 'An administrator featured it on the showcase page.',
        link: '/showcase',
      });
      return reply.code(201).send({ data: { vehicleId: vehicle.id } });
    },
  });
};
