import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { DOSSIER_NOT_FOUND, toDossier } from './dossier-store.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * The keeper whose dossier it is withdraws it, also after handing the car over; so does a co-keeper
 * of theirs while they keep the car (docs/product.md#workshops-and-co-keepers). Its page then says
 * so and nothing else; again keeps the first time.
 */
export const withdrawDossierRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /dossiers/:id/withdraw'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const dossier = await app.db
        .selectFrom('dossiers')
        .select(['id', 'vehicle_id', 'user_id'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!dossier) throw notFound(DOSSIER_NOT_FOUND);
      if (dossier.user_id !== me.id) {
        // Not theirs: only one who co-keeps the car with the keeper it belongs to.
        const car = await requireVehicleAccess(
          app.db,
          me.id,
          dossier.vehicle_id,
          'co-keep',
          DOSSIER_NOT_FOUND,
        );
        if (car.keeperId !== dossier.user_id) throw notFound(DOSSIER_NOT_FOUND);
      }
      const row = await app.db
        .updateTable('dossiers')
        .set((eb) => ({ withdrawn_at: eb.fn.coalesce('withdrawn_at', eb.val(new Date())) }))
        .where('id', '=', dossier.id)
        .where('user_id', '=', dossier.user_id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(DOSSIER_NOT_FOUND);
      return { data: toDossier(row) };
    },
  });
};
