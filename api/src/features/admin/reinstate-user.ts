import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IdParams } from '@vg/contract';
import { setSuspension, suspensionResponse } from './suspension-store.js';

/** An admin lifts an account's suspension. */
export const reinstateUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/users/:id/reinstate',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension',
        security: [{ bearer: [] }],
        params: IdParams,
        response: suspensionResponse,
      },
    },
    async (request) => setSuspension(app.db, request.params.id, null),
  );
};
