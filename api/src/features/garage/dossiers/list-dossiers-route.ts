import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { toDossier } from './dossier-store.js';
import { dossierChanges, garageEntries } from './dossier-verification.js';
import { fromTable } from '../../../http/route-table.js';

const MAX_LISTED = 100;

/**
 * The dossiers made of a car while its keeper has had it (by them or a co-keeper), newest first,
 * withdrawn ones included, each with its state; to the keeper and co-keepers
 * (docs/product.md#workshops-and-co-keepers). A former keeper's stay theirs.
 */
export const listDossiersRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /vehicles/:vehicleId/dossiers'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      const rows = await app.db
        .selectFrom('dossiers')
        .selectAll()
        .where('vehicle_id', '=', vehicle.id)
        .where('user_id', '=', vehicle.keeperId)
        .orderBy('created_at', 'desc')
        .limit(MAX_LISTED)
        .execute();
      // The garage is read once per choice of what a dossier prints, not once per dossier.
      const read = new Map<string, ReturnType<typeof garageEntries>>();
      const garage = (row: (typeof rows)[number]) => {
        const printed = `${row.show_costs}:${row.show_notes}`;
        if (!read.has(printed)) read.set(printed, garageEntries(app.db, row));
        return read.get(printed)!;
      };
      const data = await Promise.all(
        rows.map(async (row) => {
          if (row.withdrawn_at) return toDossier(row);
          return toDossier(row, (await dossierChanges(app.db, row, garage)).changed);
        }),
      );
      return { data, page: { nextCursor: null } };
    },
  });
};
