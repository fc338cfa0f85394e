import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { forbidden } from '../../../http/errors.js';
import { enteredBy, mayDo, ONLY_KEEPERS, requireVehicleAccess } from '../common/vehicle-access.js';
import { recordRoute, type RecordKind } from './record-kind.js';

/** POST /vehicles/:vehicleId/{kind}: a new record by the car's keeper, a co-keeper or its workshop. */
export const createRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.route({
      ...recordRoute(app, `POST /vehicles/:vehicleId/${kind.path}`),
      onRequest: authenticate,
      handler: async (request, reply) => {
        const me = currentUser(request);
        const car = await requireVehicleAccess(
          app.db,
          me.id,
          request.params.vehicleId,
          'contribute',
        );
        // Closing a reminder with the record is the reminders' own need (a workshop keeps none).
        if ((request.body as { reminderId?: string }).reminderId && !mayDo(car.role, 'co-keep'))
          throw forbidden(ONLY_KEEPERS);
        const record = await kind.create(
          app.db,
          car.keeperId,
          car.id,
          request.body,
          enteredBy(car, me.id).entered_by,
        );
        return reply.code(201).send({ data: record });
      },
    });
  };
