import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createConditionReportRoute } from './create-condition-report.js';
import { deleteConditionReportRoute } from './delete-condition-report.js';
import { listConditionReportsRoute } from './list-condition-reports.js';
import { updateConditionReportRoute } from './update-condition-report.js';

/** How a car was found on a day; the latest report is its condition. */
export const conditionReportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listConditionReportsRoute,
    createConditionReportRoute,
    updateConditionReportRoute,
    deleteConditionReportRoute,
  ]) {
    await app.register(route);
  }
};
