import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { isDatabaseReachable, pendingMigrations } from '../../db/database.js';
import { apiMigrations } from '../../migrations.js';

/**
 * Readiness: may this process take traffic? The database answers, every migration of this build has
 * run, and it is not shutting down.
 */
export const readinessRoute: FastifyPluginAsyncTypebox = async (app) => {
  // Once every migration has been seen applied it stays so for this process's life.
  let migrationsApplied = false;
  app.route({
    ...fromTable(app, 'GET /health/ready'),
    handler: async (_request, reply) => {
      const database = (await isDatabaseReachable(app.db)) ? 'up' : 'down';
      let migrations: 'applied' | 'pending' | 'unknown' = migrationsApplied ? 'applied' : 'unknown';
      if (database === 'up' && !migrationsApplied) {
        try {
          migrationsApplied = (await pendingMigrations(app.db, apiMigrations)).length === 0;
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
  });
};
