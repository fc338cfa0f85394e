import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { isSeenByOthers, requirePublisher } from '../../../security/verified-publisher.js';
import { toOwnedVehicle } from './vehicle-mapper.js';
import { toVehicleColumns } from './vehicle-input.js';
import { selectVehicles } from './vehicle-query.js';

export const createVehicleRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      if (isSeenByOthers(request.body.visibility)) requirePublisher(me, 'visibility');
      const columns = toVehicleColumns(request.body, null);
      const { id } = await app.db
        .insertInto('vehicles')
        .values({
          ...columns,
          make: request.body.make.trim(),
          model: request.body.model.trim(),
          user_id: me.id,
          identifier_kind: request.body.identifierKind,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const row = await selectVehicles(app.db, 'owner')
        .where('vehicles.id', '=', id)
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: toOwnedVehicle(row, app.config.jwtSecret) });
    },
  });
};
