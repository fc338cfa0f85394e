import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser, requireAdmin } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { beforeCursor, encodeCursor } from '../../../http/pagination.js';
import {
  DataOf,
  IdParams,
  ModeratedPhoto,
  ModerationQuery,
  PageOf,
  PhotoRejection,
  withErrors,
} from '@vg/contract';
import { notify } from '../../notifications/index.js';
import { selectPhotos, toOwnedPhoto } from '../photos/photo-query.js';

/** Admins (role checked on the server) approve or reject photos; only approved ones are ever public. */
export const moderationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const moderated = () =>
    selectPhotos(app.db)
      .innerJoin('users', 'users.id', 'vehicle_photos.user_id')
      .select([
        'users.username as owner_username',
        'vehicles.model_year',
        'vehicles.make',
        'vehicles.model',
        'vehicles.variant',
      ]);
  const toModerated = (
    row: Awaited<ReturnType<ReturnType<typeof moderated>['execute']>>[number],
  ) => ({
    ...toOwnedPhoto(row, app.config.jwtSecret),
    ownerUsername: row.owner_username,
    vehicleTitle: [row.model_year, row.make, row.model, row.variant].filter(Boolean).join(' '),
  });

  app.get(
    '/admin/photos',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Photos by moderation state, oldest waiting first',
        security: [{ bearer: [] }],
        querystring: ModerationQuery,
        response: withErrors({ 200: PageOf(ModeratedPhoto) }),
      },
    },
    async (request) => {
      const { status = 'pending', cursor, limit = 25 } = request.query;
      // Newest first by (created_at, id), the shared keyset order.
      const rows = await moderated()
        .clearOrderBy()
        .where('vehicle_photos.moderation_status', '=', status)
        .$if(Boolean(cursor), (query) =>
          query.where(
            beforeCursor(cursor as string, 'vehicle_photos.created_at', 'vehicle_photos.id'),
          ),
        )
        .orderBy('vehicle_photos.created_at', 'desc')
        .orderBy('vehicle_photos.id', 'desc')
        .limit(limit + 1)
        .execute();
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      return {
        data: page.map(toModerated),
        page: {
          nextCursor:
            rows.length > limit && last
              ? encodeCursor({ createdAt: last.created_at, id: last.id })
              : null,
        },
      };
    },
  );

  const decide =
    (decision: 'approved' | 'rejected') =>
    async (photoId: string, adminId: string, reason: string | null) => {
      const updated = await app.db
        .updateTable('vehicle_photos')
        .set({
          moderation_status: decision,
          rejection_reason: reason,
          moderated_at: new Date(),
          moderated_by: adminId,
        })
        .where('id', '=', photoId)
        .executeTakeFirst();
      if (updated.numUpdatedRows === 0n) throw notFound('Photo not found');
      const row = await moderated()
        .where('vehicle_photos.id', '=', photoId)
        .executeTakeFirstOrThrow();
      const photo = toModerated(row);
      await notify(app.db, row.user_id, {
        kind: decision === 'approved' ? 'photo-approved' : 'photo-rejected',
        title:
          decision === 'approved'
            ? `Your photo of the ${photo.vehicleTitle} was approved`
            : `Your photo of the ${photo.vehicleTitle} was not approved`,
        body:
          decision === 'approved'
            ? 'It now shows on the public pages of the vehicle.'
            : `Reason: ${reason}`,
        link: `/vehicles/${row.vehicle_id}?tab=photos`,
      });
      return { data: photo };
    };

  app.post(
    '/admin/photos/:id/approve',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Approve a photo: it shows on public pages from now on',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(ModeratedPhoto) }),
      },
    },
    async (request) => decide('approved')(request.params.id, currentUser(request).id, null),
  );

  app.post(
    '/admin/photos/:id/reject',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['admin'],
        summary: 'Reject a photo with a reason its owner will read',
        security: [{ bearer: [] }],
        params: IdParams,
        body: PhotoRejection,
        response: withErrors({ 200: DataOf(ModeratedPhoto) }),
      },
    },
    async (request) =>
      decide('rejected')(request.params.id, currentUser(request).id, request.body.reason.trim()),
  );
};
