import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createValuationRoute } from './create-valuation.js';
import { deleteValuationRoute } from './delete-valuation.js';
import { listValuationsRoute } from './list-valuations.js';
import { updateValuationRoute } from './update-valuation.js';

/** What a car was worth, as someone said on a day (docs/product.md#valuations-and-condition). */
export const valuationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listValuationsRoute,
    createValuationRoute,
    updateValuationRoute,
    deleteValuationRoute,
  ]) {
    await app.register(route);
  }
};
