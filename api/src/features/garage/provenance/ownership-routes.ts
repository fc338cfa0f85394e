import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import {
  DataOf,
  IdParams,
  NoContent,
  OwnershipInput,
  OwnershipPeriod,
  PageOf,
  VehicleIdParams,
  withErrors,
} from '@vg/contract';
import { requireOwnedVehicle } from '../common/owned.js';
import { ownershipColumns, ownershipPeriod, ownershipTimeline } from './ownership-store.js';

const PERIOD_NOT_FOUND = 'Ownership period not found';

/** The provenance timeline: who kept the vehicle, where, from when to when, and how it came to them. */
export const ownershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/vehicles/:vehicleId/ownership',
    {
      onRequest: authenticate,
      schema: {
        tags: ['provenance'],
        summary: "A vehicle's ownership periods, oldest first",
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        response: withErrors({ 200: PageOf(OwnershipPeriod) }),
      },
    },
    async (request) => {
      const vehicle = await requireOwnedVehicle(
        app.db,
        currentUser(request).id,
        request.params.vehicleId,
      );
      return { data: await ownershipTimeline(app.db, vehicle.id), page: { nextCursor: null } };
    },
  );

  app.post(
    '/vehicles/:vehicleId/ownership',
    {
      onRequest: authenticate,
      schema: {
        tags: ['provenance'],
        summary: 'Add an ownership period',
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        body: OwnershipInput,
        response: withErrors({ 201: DataOf(OwnershipPeriod) }),
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const { id } = await app.db
        .insertInto('ownership_periods')
        .values({
          ...(await ownershipColumns(app.db, request.body)),
          user_id: me.id,
          vehicle_id: vehicle.id,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reply.code(201).send({ data: await ownershipPeriod(app.db, id) });
    },
  );

  app.put(
    '/ownership/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['provenance'],
        summary: 'Replace an ownership period',
        security: [{ bearer: [] }],
        params: IdParams,
        body: OwnershipInput,
        response: withErrors({ 200: DataOf(OwnershipPeriod) }),
      },
    },
    async (request) => {
      const columns = await ownershipColumns(app.db, request.body);
      const updated = await app.db
        .updateTable('ownership_periods')
        .set(columns)
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound(PERIOD_NOT_FOUND);
      return { data: await ownershipPeriod(app.db, request.params.id) };
    },
  );

  app.delete(
    '/ownership/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['provenance'],
        summary: 'Delete an ownership period',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('ownership_periods')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(PERIOD_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );
};
