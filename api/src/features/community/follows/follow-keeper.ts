import { unprocessable } from '../../../http/errors.js';
import { requireKeeper } from '../community-access.js';
import { notifyKeeperFollowed } from '../community-notifications.js';
import { followKeeper, keeperFollowState } from '../social-store.js';
import { toggleRoute } from '../toggle-route.js';

/** PUT /users/:username/follow (a member, not oneself): their public cars' news join my Following feed. */
export const followKeeperRoute = toggleRoute({
  key: 'PUT /users/:username/follow',
  find: (db, { username }) => requireKeeper(db, username),
  change: async ({ db, log, member, target: keeper }) => {
    if (keeper.id === member.id) throw unprocessable({ username: 'You cannot follow yourself.' });
    if (await followKeeper(db, member.id, keeper.id))
      await notifyKeeperFollowed(db, log, member, keeper.id);
    return keeperFollowState(db, keeper.id, true);
  },
});
