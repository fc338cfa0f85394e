import { unprocessable } from '../../../http/errors.js';
import { requirePublicCar } from '../community-access.js';
import { notifyAdmired } from '../community-notifications.js';
import { admire, admireState } from '../social-store.js';
import { toggleRoute } from '../toggle-route.js';

/** PUT /public/vehicles/:id/admire (a member, not the keeper): one admire per member per car. */
export const admireVehicleRoute = toggleRoute({
  key: 'PUT /public/vehicles/:id/admire',
  find: (db, { id }) => requirePublicCar(db, id),
  change: async ({ db, log, member, target: car }) => {
    if (car.user_id === member.id) throw unprocessable({ id: 'You cannot admire your own car.' });
    if (await admire(db, member.id, car.id)) await notifyAdmired(db, log, member, car);
    return admireState(db, car.id, true);
  },
});
