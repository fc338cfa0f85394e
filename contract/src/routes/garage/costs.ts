import { Cost, CostInput, CostPatch } from '../../garage/costs.js';
import { CostSummary, CostSummaryQuery } from '../../garage/cost-summary.js';
import { VehicleIdParams } from '../../garage/common.js';
import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// A car's costs of keeping besides the work (insurance, road tax, storage...), and what it all
// came to: per year, per category, per currency, since purchase, per mile or km.

export const costRouteTable = defineRoutes({
  'GET /vehicles/:vehicleId/costs': {
    tags: ['costs'],
    summary: "A car's costs of keeping, newest first",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: PageOf(Cost) }),
  },
  'POST /vehicles/:vehicleId/costs': {
    tags: ['costs'],
    summary: 'Enter a cost of keeping; a recurring one keeps its renewal reminder',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: CostInput,
    response: withErrors({ 201: DataOf(Cost) }),
  },
  'PATCH /costs/:id': {
    tags: ['costs'],
    summary: 'Change a cost of keeping (its renewal reminder follows)',
    security: [{ bearer: [] }],
    params: IdParams,
    body: CostPatch,
    response: withErrors({ 200: DataOf(Cost) }),
  },
  'DELETE /costs/:id': {
    tags: ['costs'],
    summary: 'Delete a cost of keeping (and the open renewal reminder it made)',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
  'GET /vehicles/:vehicleId/cost-summary': {
    tags: ['costs'],
    summary:
      'What the car cost: per year and category, per currency, since purchase, per distance, and chart series',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    querystring: CostSummaryQuery,
    response: withErrors({ 200: DataOf(CostSummary) }),
  },
});
