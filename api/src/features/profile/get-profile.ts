import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { CurrentUser, DataOf, withErrors } from '@vg/contract';
import { toCurrentUser } from '../users/current-user.js';

export const getProfileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'My profile',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(CurrentUser) }),
      },
    },
    async (request) => ({ data: toCurrentUser(currentUser(request)) }),
  );
};
