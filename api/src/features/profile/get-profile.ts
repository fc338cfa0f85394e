import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { DataOf, withErrors } from '../../http/schemas.js';
import { CurrentUserSchema, toCurrentUser } from '../users/current-user.js';

export const getProfileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['profile'],
        summary: 'My profile',
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(CurrentUserSchema) }),
      },
    },
    async (request) => ({ data: toCurrentUser(currentUser(request)) }),
  );
};
