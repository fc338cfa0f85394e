import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  MemberVehiclesParams,
  MemberVehiclesQuery,
  PageOf,
  PublicVehicle,
  withErrors,
} from '@vg/contract';
import { beforeCursor, toPage } from '../../../http/pagination.js';
import { toPublicVehicle } from './vehicle-mapper.js';
import { selectVehicles } from './vehicle-query.js';

/** GET /users/:username/vehicles: a member's public vehicles, for their profile page. */
export const memberVehiclesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/users/:username/vehicles',
    {
      schema: {
        tags: ['vehicles'],
        summary: "A member's public vehicles, newest first (an unknown member has none)",
        params: MemberVehiclesParams,
        querystring: MemberVehiclesQuery,
        response: withErrors({ 200: PageOf(PublicVehicle) }),
      },
    },
    async (request) => {
      const { cursor, limit = 24 } = request.query;
      const rows = await selectVehicles(app.db, 'public')
        .where((eb) =>
          eb(eb.fn('lower', ['users.username']), '=', request.params.username.toLowerCase()),
        )
        .where('vehicles.visibility', '=', 'public')
        .where('users.suspended_at', 'is', null)
        .$if(Boolean(cursor), (query) =>
          query.where(beforeCursor(cursor as string, 'vehicles.created_at', 'vehicles.id')),
        )
        .orderBy('vehicles.created_at', 'desc')
        .orderBy('vehicles.id', 'desc')
        .limit(limit + 1)
        .execute();
      return toPage(rows, limit, (row) => toPublicVehicle(row, app.config.jwtSecret));
    },
  );
};
