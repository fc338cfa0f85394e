import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** POST /vehicles/:vehicleId/{kind}: a new record on one of the caller's vehicles. */
export const createRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `POST /vehicles/:vehicleId/${kind.path}`),
      onRequest: authenticate,
      handler: async (request, reply) => {
        const me = currentUser(request);
        const record = await kind.create(app.db, me.id, request.params.vehicleId, request.body);
        return reply.code(201).send({ data: record });
      },
    });
  };
