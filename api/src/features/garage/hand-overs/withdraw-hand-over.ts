import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, notFound } from '../../../http/errors.js';
import {
  HAND_OVER_NOT_FOUND,
  handOverByCode,
  selectHandOvers,
  stateOf,
  toHandOver,
} from './hand-over-store.js';

/**
 * The seller takes an offer back before it is accepted: the code stops working at once. Anyone
 * else's request is "not found", as for a code that never was; withdrawing twice is as once.
 */
export const withdrawHandOverRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /hand-overs/:code/withdraw'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const row = await handOverByCode(app.db, request.params.code);
      if (!row || row.seller_id !== me.id) throw notFound(HAND_OVER_NOT_FOUND);
      if (stateOf(row) === 'accepted')
        throw new HttpError(409, 'It was accepted already: the car is with its new keeper.');
      await app.db
        .updateTable('hand_overs')
        .set({ withdrawn_at: new Date() })
        .where('id', '=', row.id)
        .where('withdrawn_at', 'is', null)
        .where('accepted_at', 'is', null)
        .execute();
      const withdrawn = await selectHandOvers(app.db)
        .where('hand_overs.id', '=', row.id)
        .executeTakeFirstOrThrow();
      return { data: await toHandOver(app.db, withdrawn, me.id) };
    },
  });
};
