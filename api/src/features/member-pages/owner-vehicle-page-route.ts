import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { isUuid } from '../../http/uuid.js';
import { toOwnedVehicle } from '../garage/vehicles/vehicle-mapper.js';
import { selectVehicles } from '../garage/vehicles/vehicle-query.js';
import { ownerVehiclePage } from './owner-vehicle-page.js';
import { sendMemberPage } from './send-member-page.js';

/**
 * /vehicles/<id> as HTML for the member whose session cookie it is and whose car it is
 * (docs/adr/0020). Anyone else's car, an id of no car and an address with a question (?tab=,
 * ?edit=1: what the screen opens differently) get the app's plain shell, as a visitor does: the
 * screen then says what it says (not in your garage), and the page says nothing of the car.
 */
export const ownerVehiclePageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/vehicles/:id'),
    handler: (request, reply) =>
      sendMemberPage(app, request, reply, async (member) => {
        const { id } = request.params;
        if (request.url.includes('?') || !isUuid(id)) return null;
        const row = await selectVehicles(app.db, 'owner')
          .where('vehicles.id', '=', id)
          .where('vehicles.user_id', '=', member.id)
          .executeTakeFirst();
        return row ? ownerVehiclePage(member.id, toOwnedVehicle(row, app.config.jwtSecret)) : null;
      }),
  });
};
