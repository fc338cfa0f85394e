import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requireAdmin } from '../../http/authenticate.js';
import { discardFailedJobRoute, retryFailedJobRoute } from './failed-job-actions.js';
import { listFailedJobsRoute } from './list-failed-jobs.js';
import { listFeedbackRoute } from './list-feedback.js';
import { listUsersRoute } from './list-users.js';
import { overviewRoute } from './overview.js';
import { dismissReportRoute } from './reports/dismiss-report.js';
import { listReportsRoute } from './reports/list-reports.js';
import { moderateCommentRoute } from './reports/moderate-comment.js';
import { reinstateUserRoute } from './reinstate-user.js';
import { suspendUserRoute } from './suspend-user.js';
import { updateFeedbackStatusRoute } from './update-feedback-status.js';
import { getVehicleRoute } from './vehicles/get-vehicle.js';
import { searchVehiclesRoute } from './vehicles/search-vehicles.js';

/** /api/v1/admin: the role is checked here, once for the whole folder, on the server. */
export const adminRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', requireAdmin);
  for (const route of [
    overviewRoute,
    listUsersRoute,
    suspendUserRoute,
    reinstateUserRoute,
    listFeedbackRoute,
    updateFeedbackStatusRoute,
    listReportsRoute,
    dismissReportRoute,
    moderateCommentRoute('hide'),
    moderateCommentRoute('restore'),
    listFailedJobsRoute,
    retryFailedJobRoute,
    discardFailedJobRoute,
    searchVehiclesRoute,
    getVehicleRoute,
  ]) {
    await app.register(route);
  }
};
