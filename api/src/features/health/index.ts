import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { healthRoute } from './health-route.js';
import { livenessRoute } from './liveness-route.js';
import { metricsRoute } from './metrics-route.js';
import { readinessRoute } from './readiness-route.js';

/**
 * Liveness (is the process answering at all: restart it if not), readiness (may it take traffic:
 * the database answers, every migration of this build has run, it is not shutting down), and the
 * older combined /health, kept for what already calls it. docs/operations.md.
 */
export const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [metricsRoute, healthRoute, livenessRoute, readinessRoute]) {
    await app.register(route);
  }
};
