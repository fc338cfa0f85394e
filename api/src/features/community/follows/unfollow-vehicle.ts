import { requirePublicCar } from '../community-access.js';
import { unfollowVehicle, vehicleFollowState } from '../social-store.js';
import { toggleRoute } from '../toggle-route.js';

/** DELETE /public/vehicles/:id/follow (a member): stop following; idempotent. */
export const unfollowVehicleRoute = toggleRoute({
  key: 'DELETE /public/vehicles/:id/follow',
  find: (db, { id }) => requirePublicCar(db, id),
  change: async ({ db, member, target: car }) => {
    await unfollowVehicle(db, member.id, car.id);
    return vehicleFollowState(db, car.id, false);
  },
});
