import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { AdminOverview, DataOf, withErrors } from '@vg/contract';

const count = (condition = sql<boolean>`true`) => sql<string>`count(*) filter (where ${condition})`;

export const overviewRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/overview',
    {
      schema: {
        tags: ['admin'],
        summary: 'Counts for the admin overview',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(AdminOverview) }),
      },
    },
    async () => {
      const [users, feedback] = await Promise.all([
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
      ]);
      // count() is bigint, which drivers hand back as a string.
      const data = Object.fromEntries(
        Object.entries({ ...users, ...feedback }).map(([key, value]) => [key, Number(value)]),
      );
      return { data: data as AdminOverview };
    },
  );
};
