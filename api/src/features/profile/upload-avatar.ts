import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import type { FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { currentUser } from '../../http/authenticate.js';
import { HttpError, badRequest, unprocessable } from '../../http/errors.js';
import { toCurrentUser } from '../users/current-user.js';
import { MAX_INPUT_PIXELS, pixelProblem } from '../../security/image-pixels.js';
import { imageUploads } from '../../security/upload-slots.js';
import { AVATAR_TOO_LARGE, AVATAR_TYPES } from '@vg/contract/rules';

const ACCEPTED_TYPES = new Set(AVATAR_TYPES);
const AVATAR_SIZE = 512;
const UNSUPPORTED = 'Please upload a JPEG, PNG, WebP, GIF or AVIF image.';

/** Re-encodes whatever was uploaded: a square WebP with no metadata (sharp drops EXIF/GPS unless asked). */
async function toAvatarWebp(input: Buffer): Promise<Buffer> {
  try {
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw unprocessable({ avatar: 'This image could not be read. Please try another file.' });
  }
}

/** Reads the one file of the request and re-encodes it, refusing what is not a picture or too big. */
async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  const file = await request.file();
  if (!file) throw badRequest('Choose an image file.', { avatar: 'Choose an image file.' });
  const upload = await file.toBuffer().catch((error: unknown) => {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError) {
      throw new HttpError(413, AVATAR_TOO_LARGE, { avatar: AVATAR_TOO_LARGE });
    }
    throw error;
  });
  // Trust the bytes, not the declared content type or file name.
  const detected = await fileTypeFromBuffer(upload);
  if (!detected || !ACCEPTED_TYPES.has(detected.mime)) throw unprocessable({ avatar: UNSUPPORTED });
  const tooBig = await pixelProblem(upload, file.filename, 'an image');
  if (tooBig) throw unprocessable({ avatar: tooBig });
  return toAvatarWebp(upload);
}

export const uploadAvatarRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /profile/avatar'),
    handler: async (request) => {
      const me = currentUser(request);
      if (!request.isMultipart())
        throw badRequest('Send the image as multipart/form-data.', {
          avatar: 'Choose an image file.',
        });
      const release = imageUploads.take(me.id, 'avatar');
      const webp = await readAvatar(request).finally(release);

      const user = await app.db.transaction().execute(async (trx) => {
        const avatar = await trx
          .insertInto('avatars')
          .values({ user_id: me.id, content_type: 'image/webp', data: webp })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .deleteFrom('avatars')
          .where('user_id', '=', me.id)
          .where('id', '!=', avatar.id)
          .execute();
        return trx
          .updateTable('users')
          .set({ avatar_id: avatar.id, updated_at: new Date() })
          .where('id', '=', me.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return { data: toCurrentUser(user) };
    },
  });
};
