import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { MemberVehiclesQuery } from '@vg/contract';
import type { Db } from '../../../db/database.js';
import { beforeCursor, toPage } from '../../../http/pagination.js';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { toPublicVehicle } from './vehicle-mapper.js';
import { selectVehicles } from './vehicle-query.js';

/** A page of a member's public vehicles, newest first; the JSON route and the keeper's HTML page read it. */
export async function listMemberVehicles(
  db: Db,
  username: string,
  { cursor, limit = 24 }: MemberVehiclesQuery,
  photoSecret: string,
) {
  const rows = await selectVehicles(db, 'public')
    .where((eb) => eb(eb.fn('lower', ['users.username']), '=', username.toLowerCase()))
    .where('vehicles.visibility', '=', 'public')
    .where('users.suspended_at', 'is', null)
    .$if(Boolean(cursor), (query) =>
      query.where(beforeCursor(cursor as string, 'vehicles.created_at', 'vehicles.id')),
    )
    .orderBy('vehicles.created_at', 'desc')
    .orderBy('vehicles.id', 'desc')
    .limit(limit + 1)
    .execute();
  return toPage(rows, limit, (row) => toPublicVehicle(row, photoSecret));
}

/** GET /users/:username/vehicles: a member's public vehicles, for their profile page. */
export const memberVehiclesRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /users/:username/vehicles'),
    handler: async (request, reply) => {
      const username = request.params.username.toLowerCase();
      const { cursor = '', limit = '' } = request.query;
      return sendPublic(
        app,
        request,
        reply,
        `json:user-vehicles:${username}:${limit}:${cursor}`,
        async () =>
          jsonAnswer(
            await listMemberVehicles(app.db, username, request.query, app.config.jwtSecret),
          ),
      );
    },
  });
};
