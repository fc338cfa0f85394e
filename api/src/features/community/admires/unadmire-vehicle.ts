import { requirePublicCar } from '../community-access.js';
import { admireState, unadmire } from '../social-store.js';
import { toggleRoute } from '../toggle-route.js';

/** DELETE /public/vehicles/:id/admire (a member): take my admire back; idempotent. */
export const unadmireVehicleRoute = toggleRoute({
  key: 'DELETE /public/vehicles/:id/admire',
  find: (db, { id }) => requirePublicCar(db, id),
  change: async ({ db, member, target: car }) => {
    await unadmire(db, member.id, car.id);
    return admireState(db, car.id, false);
  },
});
