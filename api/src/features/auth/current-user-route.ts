import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { CurrentUser, DataOf, withErrors } from '@vg/contract';
import { toCurrentUser } from '../users/current-user.js';

export const currentUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/user',
    {
      onRequest: authenticate,
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(CurrentUser) }),
      },
    },
    async (request) => ({ data: toCurrentUser(currentUser(request)) }),
  );
};
