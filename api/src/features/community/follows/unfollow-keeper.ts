import { requireKeeper } from '../community-access.js';
import { keeperFollowState, unfollowKeeper } from '../social-store.js';
import { toggleRoute } from '../toggle-route.js';

/** DELETE /users/:username/follow (a member): stop following a keeper; idempotent. */
export const unfollowKeeperRoute = toggleRoute({
  key: 'DELETE /users/:username/follow',
  find: (db, { username }) => requireKeeper(db, username),
  change: async ({ db, member, target: keeper }) => {
    await unfollowKeeper(db, member.id, keeper.id);
    return keeperFollowState(db, keeper.id, false);
  },
});
