import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { isDatabaseReachable, pendingMigrations } from '../../db/database.js';
import { DataOf, Health, Liveness, Readiness, withErrors } from '@vg/contract';
import { metricsRoute } from './metrics-route.js';

/**
 * Liveness (is the process answering at all: restart it if not), readiness (may it take traffic:
 * the database answers, every migration of this build has run, it is not shutting down), and the
 * older combined /health, kept for what already calls it. docs/operations.md.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(metricsRoute);
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Service and database reachability',
        response: withErrors({ 200: DataOf(Health), 503: DataOf(Health) }),
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseReachable(app.db);
      return reply
        .code(up ? 200 : 503)
        .send({ data: { status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down' } });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers (nothing else is checked)',
        response: withErrors({ 200: DataOf(Liveness) }),
      },
    },
    async () => ({ data: { live: true as const } }),
  );

  // Once every migration has been seen applied it stays so for this process's life.
  let migrationsApplied = false;
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: database reachable, migrations applied, not shutting down',
        response: withErrors({ 200: DataOf(Readiness), 503: DataOf(Readiness) }),
      },
    },
    async (_request, reply) => {
      const database = (await isDatabaseReachable(app.db)) ? 'up' : 'down';
      let migrations: 'applied' | 'pending' | 'unknown' = migrationsApplied ? 'applied' : 'unknown';
      if (database === 'up' && !migrationsApplied) {
        try {
          migrationsApplied = (await pendingMigrations(app.db)).length === 0;
          migrations = migrationsApplied ? 'applied' : 'pending';
        } catch {
          migrations = 'unknown';
        }
      }
      const draining = app.lifecycle.draining;
      const ready = database === 'up' && migrations === 'applied' && !draining;
      return reply
        .code(ready ? 200 : 503)
        .send({ data: { ready, database, migrations, draining } });
    },
  );
};
