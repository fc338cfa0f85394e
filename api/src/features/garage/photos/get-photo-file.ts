import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors.js';
import { PHOTO_NOT_FOUND } from './photo-query.js';
import { photoAddressAudience } from './photo-urls.js';
import { fromTable } from '../../../http/route-table.js';

/** A public photo may be kept by any cache as long as a public page is, and never longer than this. */
const MAX_PUBLIC_PHOTO_SECONDS = 10;

/**
 * The owner's own address (or a moderating admin's) is kept by their browser alone, until the
 * address expires (6 to 12 hours): a photo's bytes never change once uploaded, and a member coming
 * back to their garage would otherwise fetch every photo again, on whatever signal they have. No
 * shared cache keeps it (`private`); docs/security.md says what stays on the device (T22).
 */
const ownersCacheControl = (expires: number, now = Date.now()) =>
  `private, max-age=${Math.max(0, Math.floor((expires - now) / 1000))}, immutable`;

/**
 * The image bytes, for whoever holds a signed address from a photo answer (an <img> sends no token).
 * The photo's state is read again on every request, in the query that reads its bytes: a public
 * address answers only while the photo is approved, on a car others may see, of an active keeper
 * (docs/security.md, T14 and T22).
 */
export const getPhotoFileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /photos/:id/file'),
    handler: async (request, reply) => {
      const { size, expires, sig } = request.query;
      const audience = photoAddressAudience(app.config.jwtSecret, {
        photoId: request.params.id,
        size,
        expires,
        sig,
      });
      if (!audience) throw notFound(PHOTO_NOT_FOUND);
      const photo = await app.db
        .selectFrom('vehicle_photos')
        .select(
          size === 'thumb'
            ? 'vehicle_photos.thumb_image as image'
            : 'vehicle_photos.display_image as image',
        )
        .where('vehicle_photos.id', '=', request.params.id)
        .$if(audience === 'public', (query) =>
          query
            .innerJoin('vehicles', 'vehicles.id', 'vehicle_photos.vehicle_id')
            .innerJoin('users', 'users.id', 'vehicles.user_id')
            .where('vehicle_photos.moderation_status', '=', 'approved')
            .where('vehicles.visibility', '!=', 'private')
            .where('users.suspended_at', 'is', null),
        )
        .executeTakeFirst();
      if (!photo) throw notFound(PHOTO_NOT_FOUND);
      const seconds = Math.min(app.publicCache.ttlSeconds, MAX_PUBLIC_PHOTO_SECONDS);
      return reply
        .type('image/webp')
        .header(
          'cache-control',
          audience === 'public' ? `public, max-age=${seconds}` : ownersCacheControl(expires),
        )
        .send(Buffer.from(photo.image));
    },
  });
};
