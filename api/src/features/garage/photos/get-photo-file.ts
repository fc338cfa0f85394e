import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { notFound } from '../../../http/errors.js';
import { PHOTO_NOT_FOUND, carSeenByOthers } from './photo-query.js';
import { photoAddressAudience } from './photo-urls.js';
import { fromTable } from '../../../http/route-table.js';

/** A public photo may be kept by any cache as long as a public page is, and never longer than this. */
const MAX_PUBLIC_PHOTO_SECONDS = 10;

/**
 * The owner's own address is kept by their browser alone, until the address expires (6 to 12
 * hours): a photo's bytes never change once uploaded, and a member coming back to their garage
 * would otherwise fetch every photo again, on whatever signal they have. No shared cache keeps it
 * (`private`); docs/security.md says what stays on the device (T22).
 */
const ownersCacheControl = (expires: number, now = Date.now()) =>
  `private, max-age=${Math.max(0, Math.floor((expires - now) / 1000))}, immutable`;

/**
 * The image bytes, for whoever holds a signed address from a photo answer (an <img> sends no token).
 * The photo's state is read again on every request, in the query that reads its bytes: a public
 * address answers only while the photo is approved, on a car others may see, of an active keeper
 * (docs/security.md, T14 and T22); a moderator's only while its car is seen by others, since an
 * admin never sees a private car's photo (docs/product.md#moderation).
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
        .$if(audience !== 'private', (query) => {
          const seen = query
            .innerJoin('vehicles', 'vehicles.id', 'vehicle_photos.vehicle_id')
            .where(carSeenByOthers);
          return audience === 'public'
            ? seen
                .innerJoin('users', 'users.id', 'vehicles.user_id')
                .where('vehicle_photos.moderation_status', '=', 'approved')
                .where('users.suspended_at', 'is', null)
            : seen;
        })
        .executeTakeFirst();
      if (!photo) throw notFound(PHOTO_NOT_FOUND);
      const seconds = Math.min(app.publicCache.ttlSeconds, MAX_PUBLIC_PHOTO_SECONDS);
      // A moderator's browser keeps it no longer than a public page is kept: a car made private
      // leaves the moderator's screen as soon as it leaves the public one.
      const cacheControl = {
        public: `public, max-age=${seconds}`,
        moderation: `private, max-age=${seconds}`,
        private: ownersCacheControl(expires),
      }[audience];
      return reply
        .type('image/webp')
        .header('cache-control', cacheControl)
        .send(Buffer.from(photo.image));
    },
  });
};
