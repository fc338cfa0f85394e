import type { PhotoSize } from '@vg/contract';
import { addressSigner } from '../../../security/signed-address.js';

// An <img> cannot send the bearer token, so the API hands out signed file addresses to whoever
// may see a photo. Expiry is rounded to a six-hour window so the same address serves a while.
//
// An address says whom it was made for (docs/security.md, T14 and T22):
// - public: in an answer anyone may read (an approved photo of a public or unlisted car). The file
//   route checks on every request that this still holds, so a photo rejected, deleted, on a car
//   made private or of a suspended keeper stops answering at once.
// - private: in an answer to the photo's owner, whatever the photo's state; it answers while the
//   photo exists, and no shared cache keeps it.
// - moderation: in an answer to the admins moderating it, whatever its state; it answers only while,
//   on that very request, its car is one others may see: an admin never sees a private car's photo
//   (docs/product.md#moderation), so an address handed out before the car was made private stops.
// The key is photo addresses' own (security/signed-address.ts).
const signer = addressSigner('photo-address-v1', 6 * 60 * 60 * 1000);

export type PhotoAudience = 'public' | 'private' | 'moderation';
const AUDIENCES: readonly PhotoAudience[] = ['public', 'private', 'moderation'];

const message = (audience: PhotoAudience, photoId: string, size: PhotoSize, expires: number) =>
  `photo:${audience}:${photoId}:${size}:${expires}`;

/** Addresses signed in the same window are the same; answers that keep them are kept no longer. */
export const photoUrlWindow = (now = Date.now()) => signer.window(now);

export function signedPhotoUrl(
  secret: string,
  photoId: string,
  size: PhotoSize,
  audience: PhotoAudience,
  now = Date.now(),
): string {
  const expires = signer.expiresAt(now);
  const sig = signer.sign(secret, message(audience, photoId, size, expires));
  return `/api/v1/photos/${photoId}/file?size=${size}&expires=${expires}&sig=${sig}`;
}

/** Whom an unexpired address was signed for, or null when it is forged, altered or expired. */
export function photoAddressAudience(
  secret: string,
  input: { photoId: string; size: PhotoSize; expires: number; sig: string },
  now = Date.now(),
): PhotoAudience | null {
  if (input.expires < now) return null;
  return (
    AUDIENCES.find((audience) =>
      signer.verify(secret, message(audience, input.photoId, input.size, input.expires), input.sig),
    ) ?? null
  );
}

export const photoRef = (secret: string, photoId: string, audience: PhotoAudience) => ({
  id: photoId,
  thumbUrl: signedPhotoUrl(secret, photoId, 'thumb', audience),
  displayUrl: signedPhotoUrl(secret, photoId, 'display', audience),
});
