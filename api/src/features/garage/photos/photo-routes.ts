import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound, unprocessable } from '../../../http/errors.js';
import {
  DataOf,
  IdParams,
  NoContent,
  OwnedPhoto,
  PageOf,
  PhotoFileQuery,
  PhotoPatch,
  VehicleIdParams,
  withErrors,
} from '@vg/contract';
import { requireOwnedRow, requireOwnedVehicle } from '../common/owned.js';
import { selectPhotos, toOwnedPhoto } from './photo-query.js';
import { isValidPhotoSignature } from './photo-urls.js';

const PHOTO_NOT_FOUND = 'Photo not found';
const MAX_PHOTOS_LISTED = 200;

/** The owner's photos of a vehicle, caption and order changes, deletion, and the signed image files. */
export const photoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/vehicles/:vehicleId/photos',
    {
      onRequest: authenticate,
      schema: {
        tags: ['photos'],
        summary: "A vehicle's photos in their order, with their moderation state",
        security: [{ bearer: [] }],
        params: VehicleIdParams,
        response: withErrors({ 200: PageOf(OwnedPhoto) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      const rows = await selectPhotos(app.db)
        .where('vehicle_photos.vehicle_id', '=', vehicle.id)
        .where('vehicle_photos.user_id', '=', me.id)
        .limit(MAX_PHOTOS_LISTED)
        .execute();
      return {
        data: rows.map((row) => toOwnedPhoto(row, app.config.jwtSecret)),
        page: { nextCursor: null },
      };
    },
  );

  app.patch(
    '/photos/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['photos'],
        summary: 'Change a photo’s caption, stage, order or the record it belongs to',
        security: [{ bearer: [] }],
        params: IdParams,
        body: PhotoPatch,
        response: withErrors({ 200: DataOf(OwnedPhoto) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      const photo = await requireOwnedRow(
        app.db,
        'vehicle_photos',
        me.id,
        request.params.id,
        PHOTO_NOT_FOUND,
      );
      const body = request.body;
      // A photo may illustrate a record of the same vehicle only.
      for (const [field, table] of [
        ['maintenanceRecordId', 'maintenance_records'],
        ['modificationId', 'modifications'],
      ] as const) {
        const recordId = body[field];
        if (!recordId) continue;
        const record = await app.db
          .selectFrom(table)
          .select('id')
          .where('id', '=', recordId)
          .where('vehicle_id', '=', photo.vehicle_id)
          .where('user_id', '=', me.id)
          .executeTakeFirst();
        if (!record) throw unprocessable({ [field]: 'Choose a record of this vehicle.' });
      }
      const changes = {
        ...(body.caption !== undefined ? { caption: body.caption?.trim() || null } : {}),
        ...(body.stage !== undefined ? { stage: body.stage } : {}),
        ...(body.position !== undefined ? { position: body.position } : {}),
        ...(body.maintenanceRecordId !== undefined
          ? { maintenance_record_id: body.maintenanceRecordId }
          : {}),
        ...(body.modificationId !== undefined ? { modification_id: body.modificationId } : {}),
      };
      // A patch naming no field changes nothing (an empty SET would not be SQL).
      if (Object.keys(changes).length > 0)
        await app.db
          .updateTable('vehicle_photos')
          .set(changes)
          .where('id', '=', photo.id)
          .execute();
      const row = await selectPhotos(app.db)
        .where('vehicle_photos.id', '=', photo.id)
        .executeTakeFirstOrThrow();
      return { data: toOwnedPhoto(row, app.config.jwtSecret) };
    },
  );

  app.delete(
    '/photos/:id',
    {
      onRequest: authenticate,
      schema: {
        tags: ['photos'],
        summary: 'Delete a photo (a cover is replaced by the next photo)',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 204: NoContent }),
      },
    },
    async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('vehicle_photos')
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(PHOTO_NOT_FOUND);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/photos/:id/file',
    {
      schema: {
        tags: ['photos'],
        summary:
          'The image itself, through a signed address from a photo answer (an <img> sends no token)',
        params: IdParams,
        querystring: PhotoFileQuery,
      },
    },
    async (request, reply) => {
      const { size, expires, sig } = request.query;
      if (
        !isValidPhotoSignature(app.config.jwtSecret, {
          photoId: request.params.id,
          size,
          expires,
          sig,
        })
      ) {
        throw notFound(PHOTO_NOT_FOUND);
      }
      const photo = await app.db
        .selectFrom('vehicle_photos')
        .select(size === 'thumb' ? 'thumb_image as image' : 'display_image as image')
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!photo) throw notFound(PHOTO_NOT_FOUND);
      const secondsLeft = Math.max(0, Math.floor((expires - Date.now()) / 1000));
      return reply
        .type('image/webp')
        .header('cache-control', `private, max-age=${secondsLeft}, immutable`)
        .send(Buffer.from(photo.image));
    },
  );
};
