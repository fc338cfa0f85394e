import {
  ConditionReport,
  ConditionReportInput,
  ConditionReportPatch,
} from '../../garage/condition-reports.js';
import { VehicleIdParams } from '../../garage/common.js';
import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// How a car was found on a day; the latest report is the car's condition.

export const conditionReportRouteTable = defineRoutes({
  'GET /vehicles/:vehicleId/condition-reports': {
    tags: ['condition'],
    summary: "A car's condition reports, newest first",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: PageOf(ConditionReport) }),
  },
  'POST /vehicles/:vehicleId/condition-reports': {
    tags: ['condition'],
    summary: "Record a condition report; the latest by date becomes the car's condition",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    body: ConditionReportInput,
    response: withErrors({ 201: DataOf(ConditionReport) }),
  },
  'PATCH /condition-reports/:id': {
    tags: ['condition'],
    summary: "Change a condition report; the car's condition follows the latest report",
    security: [{ bearer: [] }],
    params: IdParams,
    body: ConditionReportPatch,
    response: withErrors({ 200: DataOf(ConditionReport) }),
  },
  'DELETE /condition-reports/:id': {
    tags: ['condition'],
    summary: "Delete a condition report; the car's condition falls back to the latest left",
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
});
