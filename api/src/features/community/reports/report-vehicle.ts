import { unprocessable } from '../../../http/errors.js';
import { requirePublicCar } from '../community-access.js';
import { reportRoute } from './report-route.js';

/** POST /public/vehicles/:id/report (a member, not its keeper): report a public car's page. */
export const reportVehicleRoute = reportRoute({
  key: 'POST /public/vehicles/:id/report',
  findSubject: async (db, id, reporter) => {
    const car = await requirePublicCar(db, id);
    if (car.user_id === reporter.id) throw unprocessable({ id: 'You cannot report your own car.' });
    return { target: 'vehicle', commentId: null, vehicleId: car.id, reportedUserId: car.user_id };
  },
});
