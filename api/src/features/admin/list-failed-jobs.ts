import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataOf, FailedJobs, FailedJobsQuery, withErrors } from '@vg/contract';

const DEFAULT_LIMIT = 50;

/** Background jobs that kept failing after every retry (an email the mail server refused, ...). */
export const listFailedJobsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/jobs/failed',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Background jobs that failed after every retry, newest first, with their last error',
        security: [{ bearer: [] }],
        querystring: FailedJobsQuery,
        response: withErrors({ 200: DataOf(FailedJobs) }),
      },
    },
    async (request) => ({
      data: await app.jobs.failedJobs(request.query.limit ?? DEFAULT_LIMIT),
    }),
  );
};
