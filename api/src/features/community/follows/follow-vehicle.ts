import { unprocessable } from '../../../http/errors.js';
import { requirePublicCar } from '../community-access.js';
import { notifyVehicleFollowed } from '../community-notifications.js';
import { followVehicle, vehicleFollowState } from '../social-store.js';
import { toggleRoute } from '../toggle-route.js';

/** PUT /public/vehicles/:id/follow (a member, not the keeper): its records and photos join my Following feed. */
export const followVehicleRoute = toggleRoute({
  key: 'PUT /public/vehicles/:id/follow',
  find: (db, { id }) => requirePublicCar(db, id),
  change: async ({ db, log, member, target: car }) => {
    if (car.user_id === member.id)
      throw unprocessable({ id: 'This is your own car: it is in your garage already.' });
    if (await followVehicle(db, member.id, car.id))
      await notifyVehicleFollowed(db, log, member, car);
    return vehicleFollowState(db, car.id, true);
  },
});
