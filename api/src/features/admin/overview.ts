import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { AdminOverview } from '@vg/contract';
import { fromTable } from '../../http/route-table.js';
import { selectModerated } from '../garage/showcase/moderation-store.js';

const count = (condition = sql<boolean>`true`) => sql<string>`count(*) filter (where ${condition})`;

export const overviewRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /admin/overview'),
    handler: async () => {
      const [users, feedback, photos, reports, failed] = await Promise.all([
        app.db
          .selectFrom('users')
          .select([
            count().as('users'),
            count(sql`role = 'admin'`).as('admins'),
            count(sql`suspended_at is not null`).as('suspended'),
            count(sql`email_verified_at is null`).as('unverified'),
          ])
          .executeTakeFirstOrThrow(),
        app.db
          .selectFrom('feedback')
          .select([count().as('feedback'), count(sql`status = 'new'`).as('newFeedback')])
          .executeTakeFirstOrThrow(),
        // What needs attention, counted as each queue lists it (/admin/photos, /admin/reports,
        // /admin/jobs/failed), so a count and its queue never disagree.
        selectModerated(app.db)
          .clearSelect()
          .clearOrderBy()
          .select(count().as('pendingPhotos'))
          .where('vehicle_photos.moderation_status', '=', 'pending')
          .executeTakeFirstOrThrow(),
        app.db
          .selectFrom('content_reports')
          .select(count(sql`status = 'open'`).as('openReports'))
          .executeTakeFirstOrThrow(),
        app.jobs.failedJobs(1),
      ]);
      // count() is bigint, which drivers hand back as a string.
      const data = Object.fromEntries(
        Object.entries({ ...users, ...feedback, ...photos, ...reports }).map(([key, value]) => [
          key,
          Number(value),
        ]),
      );
      return { data: { ...data, failedJobs: failed.total } as AdminOverview };
    },
  });
};
