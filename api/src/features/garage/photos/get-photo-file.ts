import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors.js';
import { IdParams, PhotoFileQuery } from '@vg/contract';
import { PHOTO_NOT_FOUND } from './photo-query.js';
import { isValidPhotoSignature } from './photo-urls.js';

/** The image bytes, for whoever holds a signed address from a photo answer (an <img> sends no token). */
export const getPhotoFileRoute: FastifyPluginAsyncTypebox = async (app) => {
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
