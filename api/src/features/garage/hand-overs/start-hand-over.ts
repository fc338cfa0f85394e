import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { assertDates } from '../common/dates.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { handOverCodeHash, handOverPath, newHandOverCode } from './hand-over-code.js';
import { HAND_OVER_DAYS, selectHandOvers, toHandOver } from './hand-over-store.js';

const DAY_MS = 86_400_000;

/**
 * The keeper offers the car to its new keeper (docs/product.md#hand-over): a one-time code and
 * link, valid 14 days. A car has one open offer: a new one withdraws the one before, so a code
 * given to a buyer who walked away stops working. Only the keeper hands the car over: a co-keeper
 * or workshop is told so, anyone else that the car is not found
 * (docs/product.md#workshops-and-co-keepers).
 */
export const startHandOverRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/hand-overs'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireVehicleAccess(app.db, me.id, request.params.vehicleId, 'keep');
      const body = request.body;
      assertDates({ soldOn: body.soldOn }, ['soldOn']);
      const code = newHandOverCode();
      const now = new Date();
      const id = await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('hand_overs')
          .set({ withdrawn_at: now })
          .where('vehicle_id', '=', vehicle.id)
          .where('accepted_at', 'is', null)
          .where('withdrawn_at', 'is', null)
          .execute();
        const inserted = await trx
          .insertInto('hand_overs')
          .values({
            vehicle_id: vehicle.id,
            seller_id: me.id,
            code_hash: handOverCodeHash(code)!,
            sold_on: body.soldOn,
            include_costs: body.includeCosts ?? false,
            include_notes: body.includeNotes ?? false,
            keep_copy: body.keepCopy ?? true,
            created_at: now,
            expires_at: new Date(now.getTime() + HAND_OVER_DAYS * DAY_MS),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return inserted.id;
      });
      const row = await selectHandOvers(app.db)
        .where('hand_overs.id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({
        data: { ...(await toHandOver(app.db, row, me.id)), code, path: handOverPath(code) },
      });
    },
  });
};
