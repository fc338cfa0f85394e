import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoSize } from '@vg/contract';

// An <img> cannot send the bearer token, so the API hands out signed file addresses to whoever
// may see a photo. Expiry is rounded to a six-hour window so the same address serves a while.
//
// An address says whom it was made for (docs/security.md, T14 and T22):
// - public: in an answer anyone may read (an approved photo of a public or unlisted car). The file
//   route checks on every request that this still holds, so a photo rejected, deleted, on a car
//   made private or of a suspended keeper stops answering at once.
// - private: in an answer to the photo's owner (or the admins moderating it), whatever the photo's
//   state; it answers while the photo exists, and no cache keeps it.
// The key is derived from JWT_SECRET for photo addresses alone (as the unsubscribe links' is), so
// an address and a session token can never be made with the same key.
const WINDOW_MS = 6 * 60 * 60 * 1000;
const KEY_PURPOSE = 'photo-address-v1';

export type PhotoAudience = 'public' | 'private';
const AUDIENCES: readonly PhotoAudience[] = ['public', 'private'];

let derived: { secret: string; key: Buffer } | undefined;
function keyOf(secret: string): Buffer {
  if (derived?.secret !== secret)
    derived = { secret, key: createHmac('sha256', secret).update(KEY_PURPOSE).digest() };
  return derived.key;
}

function signature(
  secret: string,
  audience: PhotoAudience,
  photoId: string,
  size: PhotoSize,
  expires: number,
): string {
  return createHmac('sha256', keyOf(secret))
    .update(`photo:${audience}:${photoId}:${size}:${expires}`)
    .digest('base64url');
}

/** Addresses signed in the same window are the same; answers that keep them are kept no longer. */
export const photoUrlWindow = (now = Date.now()) => Math.ceil(now / WINDOW_MS);

export function signedPhotoUrl(
  secret: string,
  photoId: string,
  size: PhotoSize,
  audience: PhotoAudience,
  now = Date.now(),
): string {
  const expires = photoUrlWindow(now) * WINDOW_MS + WINDOW_MS;
  const sig = signature(secret, audience, photoId, size, expires);
  return `/api/v1/photos/${photoId}/file?size=${size}&expires=${expires}&sig=${sig}`;
}

/** Whom an unexpired address was signed for, or null when it is forged, altered or expired. */
export function photoAddressAudience(
  secret: string,
  input: { photoId: string; size: PhotoSize; expires: number; sig: string },
  now = Date.now(),
): PhotoAudience | null {
  if (input.expires < now) return null;
  const given = Buffer.from(input.sig);
  return (
    AUDIENCES.find((audience) => {
      const expected = Buffer.from(
        signature(secret, audience, input.photoId, input.size, input.expires),
      );
      return expected.length === given.length && timingSafeEqual(expected, given);
    }) ?? null
  );
}

export const photoRef = (secret: string, photoId: string, audience: PhotoAudience) => ({
  id: photoId,
  thumbUrl: signedPhotoUrl(secret, photoId, 'thumb', audience),
  displayUrl: signedPhotoUrl(secret, photoId, 'display', audience),
});
