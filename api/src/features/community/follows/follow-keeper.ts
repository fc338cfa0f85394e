import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { DataOf, FollowState, UsernameParams, withErrors } from '@vg/contract';
import { NO_KEEPER, findKeeper } from '../community-access.js';
import { notifyKeeperFollowed } from '../community-notifications.js';
import { followKeeper, keeperFollowState } from '../social-store.js';

/** PUT /users/:username/follow (a member, not oneself): their public cars' news join my Following feed. */
export const followKeeperRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.put(
    '/users/:username/follow',
    {
      onRequest: authenticate,
      schema: {
        tags: ['community'],
        summary:
          "Follow a keeper: their public cars' records, photos and showcase picks join my Following feed",
        security: [{ bearer: [] }],
        params: UsernameParams,
        response: withErrors({ 200: DataOf(FollowState) }),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const keeper = await findKeeper(app.db, request.params.username);
      if (!keeper) throw notFound(NO_KEEPER);
      if (keeper.id === user.id) throw unprocessable({ username: 'You cannot follow yourself.' });
      if (await followKeeper(app.db, user.id, keeper.id))
        await notifyKeeperFollowed(app.db, request.log, user, keeper.id);
      return { data: await keeperFollowState(app.db, keeper.id, true) };
    },
  );
};
