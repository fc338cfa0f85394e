import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataOf, Liveness, withErrors } from '@vg/contract';

/** Liveness: is the process answering at all (restart it if not); nothing else is checked. */
export const livenessRoute: FastifyPluginAsyncTypebox = async (app) => {
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
};
