import type { Db } from '../../../db/database.js';
import {
  selectConditionReports,
  toConditionReport,
} from '../../garage/condition-reports/condition-store.js';
import { selectCosts, toCost } from '../../garage/costs/cost-store.js';
import { selectFills, toFuelFill } from '../../garage/fuel/fuel-store.js';
import { selectValuations, toValuation } from '../../garage/valuations/valuation-store.js';
import type { ZipEntry } from './write-zip.js';

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');

/**
 * What keeping a car cost and what it was worth, in the archive (docs/product.md#your-data): its
 * costs of keeping, fill-ups, valuations and condition reports, as the car's page answers them.
 */
export async function* keepingEntries(
  db: Db,
  userId: string,
  vehicleId: string,
  folder: string,
): AsyncGenerator<ZipEntry> {
  const [costs, fills, valuations, reports] = await Promise.all([
    selectCosts(db, userId)
      .where('vehicle_costs.vehicle_id', '=', vehicleId)
      .orderBy('vehicle_costs.cost_date')
      .execute(),
    selectFills(db, userId)
      .where('fuel_fills.vehicle_id', '=', vehicleId)
      .orderBy('fuel_fills.fill_date')
      .execute(),
    selectValuations(db, userId)
      .where('vehicle_valuations.vehicle_id', '=', vehicleId)
      .orderBy('vehicle_valuations.valued_on')
      .execute(),
    selectConditionReports(db, userId, vehicleId).execute(),
  ]);
  yield { name: `${folder}/costs.json`, data: json(costs.map(toCost)) };
  yield { name: `${folder}/fuel.json`, data: json(fills.map(toFuelFill)) };
  yield { name: `${folder}/valuations.json`, data: json(valuations.map(toValuation)) };
  yield {
    name: `${folder}/condition-reports.json`,
    data: json(reports.map((row) => toConditionReport(row, reports[0]?.id))),
  };
}
