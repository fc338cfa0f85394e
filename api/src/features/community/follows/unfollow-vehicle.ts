import { FollowState, IdParams } from '@vg/contract';
import { requirePublicCar } from '../community-access.js';
import { unfollowVehicle, vehicleFollowState } from '../social-store.js';
import { toggleRoute } from '../toggle-route.js';

/** DELETE /public/vehicles/:id/follow (a member): stop following; idempotent. */
export const unfollowVehicleRoute = toggleRoute({
  method: 'DELETE',
  url: '/public/vehicles/:id/follow',
  summary: 'Stop following a public car',
  params: IdParams,
  state: FollowState,
  find: (db, { id }) => requirePublicCar(db, id),
  change: async ({ db, member, target: car }) => {
    await unfollowVehicle(db, member.id, car.id);
    return vehicleFollowState(db, car.id, false);
  },
});
