import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { DataOf, withErrors } from '../../http/schemas.js';
import { CurrentUserSchema, toCurrentUser } from '../users/current-user.js';

export const currentUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(CurrentUserSchema) }),
      },
    },
    async (request) => ({ data: toCurrentUser(currentUser(request)) }),
  );
};
