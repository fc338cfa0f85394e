import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireAdmin } from '../../../http/authenticate.js';
import { unprocessable } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { announceShowcased, approvedPhotoCount } from './showcase-announcement.js';

/**
 * An admin features a public vehicle (again: the note is replaced). It shows on /showcase only
 * with an approved photo; its owner is told when it does (showcase-announcement.ts).
 */
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
      const shown = (await approvedPhotoCount(app.db, vehicle.id)) > 0;
      if (shown) await announceShowcased(app.db, vehicle);
      return reply.code(201).send({ data: { vehicleId: vehicle.id, shown } });
    },
  });
};
