import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';

const DEFAULT_LIMIT = 50;

/** Background jobs that kept failing after every retry (an email the mail server refused, ...). */
export const listFailedJobsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/jobs/failed'),
    handler: async (request) => ({
      data: await app.jobs.failedJobs(request.query.limit ?? DEFAULT_LIMIT),
    }),
  });
};
