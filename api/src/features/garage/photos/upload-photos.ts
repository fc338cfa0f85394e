import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { HttpError, badRequest, unprocessable } from '../../../http/errors.js';
import { PHOTO_STAGES } from '@vg/contract';
import { enteredBy, requireVehicleAccess } from '../common/vehicle-access.js';
import { processPhoto, type ProcessedPhoto } from './photo-processing.js';
import { PHOTO_MAX_BYTES, PHOTO_MAX_FILES, PHOTO_TOO_LARGE } from '@vg/contract/rules';
import { selectPhotos, toOwnedPhoto } from './photo-query.js';
import { checkQuota, storageBytesUsed } from '../common/storage-quota.js';
import { storedSize } from './photo-quota.js';
import { imageUploads } from '../../../security/upload-slots.js';
import { fromTable } from '../../../http/route-table.js';

const isStage = (value: string): value is (typeof PHOTO_STAGES)[number] =>
  (PHOTO_STAGES as readonly string[]).includes(value);

interface MultipartError {
  code?: string;
}

export const uploadPhotosRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/photos'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      // The keeper, a co-keeper or the car's workshop; the photo is in the keeper's garage and room.
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'contribute',
      );
      const { keeperId } = vehicle;
      if (!request.isMultipart())
        throw badRequest('Send the photos as multipart/form-data.', { file: 'No file was sent.' });

      const quotaBytes = app.config.photoQuotaBytes;
      // A member whose room is full is told before a byte is decoded.
      checkQuota(await storageBytesUsed(app.db, keeperId), 0, quotaBytes);

      const fields: Record<string, string> = {};
      const processed: ProcessedPhoto[] = [];
      const release = imageUploads.take(me.id, 'file');
      try {
        for await (const part of request.parts({
          limits: { fileSize: PHOTO_MAX_BYTES, files: PHOTO_MAX_FILES, fields: 10 },
        })) {
          if (part.type === 'field') {
            fields[part.fieldname] = String(part.value);
            continue;
          }
          const bytes = await part.toBuffer();
          processed.push(await processPhoto(bytes, part.filename));
        }
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as MultipartError).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE')
          throw new HttpError(413, PHOTO_TOO_LARGE, { file: PHOTO_TOO_LARGE });
        if (code === 'FST_FILES_LIMIT') {
          throw new HttpError(413, `At most ${PHOTO_MAX_FILES} photos at a time.`, {
            file: `At most ${PHOTO_MAX_FILES} photos at a time.`,
          });
        }
        throw error;
      } finally {
        release();
      }
      if (processed.length === 0) throw unprocessable({ file: 'Choose at least one photo.' });
      const stage = fields.stage?.trim() || null;
      if (stage !== null && !isStage(stage))
        throw unprocessable({ stage: `Must be one of: ${PHOTO_STAGES.join(', ')}.` });
      const caption = fields.caption?.trim().slice(0, 300) || null;

      const ids = await app.db.transaction().execute(async (trx) => {
        // The member's row is the lock: two uploads at once (on any replica) cannot both fit the same room.
        await trx.selectFrom('users').select('id').where('id', '=', keeperId).forUpdate().execute();
        checkQuota(await storageBytesUsed(trx, keeperId), storedSize(processed), quotaBytes);
        const { last } = await trx
          .selectFrom('vehicle_photos')
          .select((eb) => eb.fn.coalesce(eb.fn.max('position'), eb.val(-1)).as('last'))
          .where('vehicle_id', '=', vehicle.id)
          .executeTakeFirstOrThrow();
        const inserted = await trx
          .insertInto('vehicle_photos')
          .values(
            processed.map((photo, index) => ({
              user_id: keeperId,
              ...enteredBy(vehicle, me.id),
              vehicle_id: vehicle.id,
              caption,
              stage,
              position: Number(last) + 1 + index,
              width: photo.width,
              height: photo.height,
              display_image: photo.display,
              thumb_image: photo.thumb,
            })),
          )
          .returning('id')
          .execute();
        // The first photo of a vehicle becomes its cover until the owner picks another.
        await trx
          .updateTable('vehicles')
          .set({ cover_photo_id: inserted[0]?.id ?? null })
          .where('id', '=', vehicle.id)
          .where('cover_photo_id', 'is', null)
          .execute();
        return inserted.map((row) => row.id);
      });
      const rows = await selectPhotos(app.db).where('vehicle_photos.id', 'in', ids).execute();
      return reply
        .code(201)
        .send({ data: rows.map((row) => toOwnedPhoto(row, app.config.jwtSecret)) });
    },
  });
};
