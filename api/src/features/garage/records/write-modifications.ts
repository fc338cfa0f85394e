import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { DataOf, IdParams, NoContent, withErrors } from '../../../http/schemas.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { VehicleIdParams } from '../common/schemas.js';
import { Modification, ModificationInput } from './modification-schemas.js';
import {
  MODIFICATION_NOT_FOUND,
  findOwnedModification,
  modificationColumns,
} from './modification-store.js';

/** Create, read, replace and delete one modification. */
export const writeModificationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/vehicles/:vehicleId/modifications',
    {
      onRequest: authenticate,
      schema: {
        tags: ['modifications'],
        security: [{ bearer: [] }],
        summary: 'Record a modification',
        params: VehicleIdParams,
        body: ModificationInput,
        response: withErrors({ 201: DataOf(Modification) }),
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const { id } = await app.db
        .insertInto('modifications')
        .values({ ...modificationColumns(request.body), user_id: me.id, vehicle_id: vehicle.id })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: await findOwnedModification(app.db, me.id, id) });
    },
  );

  app.get(
    '/modifications/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['modifications'],
        security: [{ bearer: [] }],
        summary: 'One modification',
        params: IdParams,
        response: withErrors({ 200: DataOf(Modification) }),
      },
    },
    async (request) => ({
      data: await findOwnedModification(app.db, currentUser(request).id, request.params.id),
    }),
  );

  app.put(
    '/modifications/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['modifications'],
        security: [{ bearer: [] }],
        summary: 'Replace a modification',
        params: IdParams,
        body: ModificationInput,
        response: withErrors({ 200: DataOf(Modification) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const updated = await app.db
        .updateTable('modifications')
        .set({ ...modificationColumns(request.body), updated_at: new Date() })
        .where('id', '=', request.params.id)
        .where('user_id', '=', me.id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound(MODIFICATION_NOT_FOUND);
      return { data: await findOwnedModification(app.db, me.id, request.params.id) };
    },
  );

  app.delete(
    '/modifications/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['modifications'],
        security: [{ bearer: [] }],
        summary: 'Delete a modification',
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('modifications')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(MODIFICATION_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
