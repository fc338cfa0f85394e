import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { costSummaryRoute } from './cost-summary-route.js';
import { createCostRoute } from './create-cost.js';
import { deleteCostRoute } from './delete-cost.js';
import { listCostsRoute } from './list-costs.js';
import { updateCostRoute } from './update-cost.js';

/** A car's costs of keeping and what it all came to (docs/product.md#costs-of-keeping, #totals). */
export const costRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listCostsRoute,
    createCostRoute,
    updateCostRoute,
    deleteCostRoute,
    costSummaryRoute,
  ]) {
    await app.register(route);
  }
};
