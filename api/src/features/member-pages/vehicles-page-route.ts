import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { vehiclePage } from '../garage/vehicles/list-vehicles.js';
import { sendMemberPage } from './send-member-page.js';
import { vehiclesPage } from './vehicles-page.js';

/**
 * /vehicles as HTML for the member whose session cookie it is (docs/adr/0020): the first page of
 * their garage, newest first. An address with a question (?add=1, the form) is the app's alone.
 */
export const vehiclesPageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/vehicles'),
    handler: (request, reply) =>
      sendMemberPage(app, request, reply, async (member) => {
        if (request.url.includes('?')) return null;
        const first = await vehiclePage(app.db, app.config.jwtSecret, member.id, {});
        return vehiclesPage(member.id, first.data);
      }),
  });
};
