import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, notFound } from '../../../http/errors.js';
import { handOverCodeHash } from './hand-over-code.js';
import { handOverCar } from './hand-over-move.js';
import {
  HAND_OVER_NOT_FOUND,
  acceptedAlready,
  selectHandOvers,
  stateOf,
} from './hand-over-store.js';

/**
 * The buyer accepts (docs/product.md#hand-over): in one transaction, on the hand-over's row locked
 * first, so of two buyers accepting at once one wins and the other is told it was taken
 * (docs/security.md, T62). A used, withdrawn or expired code changes nothing.
 */
export const acceptHandOverRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /hand-overs/:code/accept'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const hash = handOverCodeHash(request.params.code);
      if (!hash) throw notFound(HAND_OVER_NOT_FOUND);
      const vehicleId = await app.db.transaction().execute(async (trx) => {
        const locked = await trx
          .selectFrom('hand_overs')
          .select('id')
          .where('code_hash', '=', hash)
          .forUpdate()
          .executeTakeFirst();
        const row = locked
          ? await selectHandOvers(trx).where('hand_overs.id', '=', locked.id).executeTakeFirst()
          : undefined;
        const state = row ? stateOf(row) : 'withdrawn';
        // Taken is said to whoever holds the code: it was theirs to have, and it is gone.
        if (state === 'accepted') throw acceptedAlready();
        if (state !== 'open') throw notFound(HAND_OVER_NOT_FOUND);
        if (row!.seller_id === me.id)
          throw new HttpError(422, 'You keep this car already: give the code to its new keeper.');
        if (row!.vehicle_owner_id !== row!.seller_id) throw acceptedAlready();
        await handOverCar(trx, row!, me.id);
        return row!.vehicle_id;
      });
      return { data: { vehicleId } };
    },
  });
};
