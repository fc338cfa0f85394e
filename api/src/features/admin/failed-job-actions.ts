import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataOf, FailedJobAction, NoContent, RetriedJob, withErrors } from '@vg/contract';
import { unprocessable } from '../../http/errors.js';

// The failed job is named in the body, not the path: between the list and the click another
// administrator may have retried or discarded it, and that is said next to the id (422), as any
// other stale input is, rather than as a missing page.
const NO_LONGER_FAILED =
  'This job is no longer failed: another administrator retried or discarded it. Reload the list.';

/** POST /admin/jobs/failed/retry {id}: the job goes back to its queue and runs again. */
export const retryFailedJobRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/jobs/failed/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Run a failed background job again',
        security: [{ bearer: [] }],
        body: FailedJobAction,
        response: withErrors({ 200: DataOf(RetriedJob) }),
      },
    },
    async (request) => {
      const { id } = request.body;
      const queue = await app.jobs.failedQueueOf(id);
      if (!queue || !(await app.jobs.retry(queue, id)))
        throw unprocessable({ id: NO_LONGER_FAILED });
      return { data: { id, queue } };
    },
  );
};

/** POST /admin/jobs/failed/discard {id}: the failed job is deleted; it will not run again. */
export const discardFailedJobRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/jobs/failed/discard',
    {
      schema: {
        tags: ['admin'],
        summary: 'Discard a failed background job for good',
        security: [{ bearer: [] }],
        body: FailedJobAction,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      if (!(await app.jobs.discardFailed(request.body.id)))
        throw unprocessable({ id: NO_LONGER_FAILED });
      return reply.code(204).send(null);
    },
  );
};
