import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { unprocessable } from '../../http/errors.js';

// The failed job is named in the body, not the path: between the list and the click another
// administrator may have retried or discarded it, and that is said next to the id (422), as any
// other stale input is, rather than as a missing page.
const NO_LONGER_FAILED =
  'This job is no longer failed: another administrator retried or discarded it. Reload the list.';

/** POST /admin/jobs/failed/retry {id}: the job goes back to its queue and runs again. */
export const retryFailedJobRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /admin/jobs/failed/retry'),
    handler: async (request) => {
      const { id } = request.body;
      const queue = await app.jobs.failedQueueOf(id);
      if (!queue || !(await app.jobs.retry(queue, id)))
        throw unprocessable({ id: NO_LONGER_FAILED });
      return { data: { id, queue } };
    },
  });
};

/** POST /admin/jobs/failed/discard {id}: the failed job is deleted; it will not run again. */
export const discardFailedJobRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /admin/jobs/failed/discard'),
    handler: async (request, reply) => {
      if (!(await app.jobs.discardFailed(request.body.id)))
        throw unprocessable({ id: NO_LONGER_FAILED });
      return reply.code(204).send(null);
    },
  });
};
