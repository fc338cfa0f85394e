import type { Db } from '../../../db/database.js';
import { costSummary } from '../costs/cost-summary.js';
import type { DossierCostRange, DossierCosts } from './dossier-content.js';

/**
 * The cost totals a dossier prints when its keeper includes costs (docs/product.md#sale-dossier):
 * the same figures as the car's Costs tab, up to the day it is made, never converted between
 * currencies. Fuel economy and valuations stay out: what it cost, not what it is worth.
 */
export async function dossierCosts(
  db: Db,
  ownerId: string,
  vehicleId: string,
  range: DossierCostRange | null,
): Promise<DossierCosts> {
  const summary = await costSummary(db, ownerId, vehicleId, {
    ...(range?.from && { from: range.from }),
    ...(range?.to && { to: range.to }),
  });
  // The car was read as the keeper's a moment ago, within the same request.
  if (!summary) throw new Error(`Vehicle ${vehicleId} is not the keeper's`);
  return {
    odometerUnit: summary.odometerUnit,
    purchase: summary.purchase,
    sincePurchase: summary.sincePurchase,
    perDistance: summary.perDistance,
    perYear: summary.perYear,
    range: range && summary.range ? { ...range, totals: summary.range.totals } : null,
  };
}
