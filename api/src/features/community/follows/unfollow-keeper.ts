import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { DataOf, FollowState, UsernameParams, withErrors } from '@vg/contract';
import { NO_KEEPER, findKeeper } from '../community-access.js';
import { keeperFollowState, unfollowKeeper } from '../social-store.js';

/** DELETE /users/:username/follow (a member): stop following a keeper; idempotent. */
export const unfollowKeeperRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/users/:username/follow',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary: 'Stop following a keeper',
        security: [{ bearer: [] }],
        params: UsernameParams,
        response: withErrors({ 200: DataOf(FollowState) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const keeper = await findKeeper(app.db, request.params.username);
      if (!keeper) throw notFound(NO_KEEPER);
      await unfollowKeeper(app.db, user.id, keeper.id);
      return { data: await keeperFollowState(app.db, keeper.id, false) };
    },
  );
};
