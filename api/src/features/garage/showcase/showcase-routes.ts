import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { currentUser, requireAdmin } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import { beforeCursor, encodeCursor } from '../../../http/pagination.js';
import {
  DataOf,
  NoContent,
  PageOf,
  ShowcaseEntry,
  ShowcaseEntryInput,
  ShowcaseItem,
  ShowcaseQuery,
  VehicleIdParams,
  withErrors,
} from '@vg/contract';
import { notify } from '../../notifications/index.js';
import { signedPhotoUrl } from '../photos/photo-urls.js';
import { vehicleTitle } from '../vehicles/vehicle-mapper.js';

/** The approved photo a public card shows: the owner's chosen cover when approved, else the first approved. */
const approvedCover = sql<string | null>`(
  select p.id from vehicle_photos p
  where p.vehicle_id = vehicles.id and p.moderation_status = 'approved'
  order by (p.id = vehicles.cover_photo_id) desc nulls last, p.position, p.created_at limit 1)`;

/** The showcase: public vehicles an admin featured. Anyone reads it; only admins change it. */
export const showcaseRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const showcased = () =>
    app.db
      .selectFrom('showcase_entries')
      .innerJoin('vehicles', 'vehicles.id', 'showcase_entries.vehicle_id')
      .innerJoin('users', 'users.id', 'vehicles.user_id')
      .select([
        'vehicles.id',
        'vehicles.model_year',
        'vehicles.make',
        'vehicles.model',
        'vehicles.variant',
        'vehicles.identifier_key',
        'users.username',
        'showcase_entries.note',
        'showcase_entries.created_at',
        approvedCover.as('cover_id'),
      ])
      .where('vehicles.visibility', '=', 'public');

  const listShowcase = async (cursor: string | undefined, limit: number, requireCover: boolean) => {
    const rows = await showcased()
      .$if(requireCover, (query) => query.where(approvedCover, 'is not', null))
      .$if(Boolean(cursor), (query) =>
        query.where(
          beforeCursor(
            cursor as string,
            'showcase_entries.created_at',
            'showcase_entries.vehicle_id',
          ),
        ),
      )
      .orderBy('showcase_entries.created_at', 'desc')
      .orderBy('showcase_entries.vehicle_id', 'desc')
      .limit(limit + 1)
      .execute();
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      data: page.map((row) => ({
        id: row.id,
        title: vehicleTitle(row),
        year: row.model_year,
        make: row.make,
        model: row.model,
        coverPhotoUrl: row.cover_id
          ? signedPhotoUrl(app.config.jwtSecret, row.cover_id, 'display')
          : '',
        ownerUsername: row.username,
        // Public pages are found by identifier; a vehicle without one is reached by its id.
        publicPath: `/public/${row.identifier_key ?? row.id}`,
        note: row.note,
        showcasedAt: row.created_at.toISOString(),
      })),
      page: {
        nextCursor:
          rows.length > limit && last
            ? encodeCursor({ createdAt: last.created_at, id: last.id })
            : null,
      },
    };
  };

  app.get(
    '/showcase',
    {
      schema: {
        tags: ['showcase'],
        summary: 'Showcased public vehicles that have an approved cover photo, newest first',
        querystring: ShowcaseQuery,
        response: withErrors({ 200: PageOf(ShowcaseItem) }),
      },
    },
    async (request) => listShowcase(request.query.cursor, request.query.limit ?? 24, true),
  );

  app.get(
    '/admin/showcase',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Every showcase entry, including those still without an approved photo',
        security: [{ bearer: [] }],
        querystring: ShowcaseQuery,
        response: withErrors({ 200: PageOf(ShowcaseItem) }),
      },
    },
    async (request) => listShowcase(request.query.cursor, request.query.limit ?? 24, false),
  );

  app.post(
    '/admin/showcase',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Feature a public vehicle',
        security: [{ bearer: [] }],
        body: ShowcaseEntryInput,
        response: withErrors({ 201: DataOf(ShowcaseEntry) }),
      },
    },
    async (request, reply) => {
      const vehicle = await app.db
        .selectFrom('vehicles')
        .select(['id', 'visibility', 'user_id', 'model_year', 'make', 'model', 'variant'])
        .where('id', '=', request.body.vehicleId)
        .executeTakeFirst();
      if (!vehicle || vehicle.visibility !== 'public') {
        throw unprocessable({ vehicleId: 'Only a public vehicle can be showcased.' });
      }
      await app.db
        .insertInto('showcase_entries')
        .values({
          vehicle_id: vehicle.id,
          note: request.body.note?.trim() || null,
          added_by: currentUser(request).id,
        })
        .onConflict((conflict) =>
          conflict.column('vehicle_id').doUpdateSet({ note: request.body.note?.trim() || null }),
        )
        .execute();
      await notify(app.db, vehicle.user_id, {
        kind: 'showcase-featured',
        title: `Your ${vehicleTitle(vehicle)} is in the showcase`,
        body: 'An administrator featured it on the showcase page.',
        link: '/showcase',
      });
      return reply.code(201).send({ data: { vehicleId: vehicle.id } });
    },
  );

  app.delete(
    '/admin/showcase/:vehicleId',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Remove a vehicle from the showcase',
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('showcase_entries')
        .where('vehicle_id', '=', request.params.vehicleId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound('This vehicle is not in the showcase');
      return reply.code(204).send(null);
    },
  );
};
