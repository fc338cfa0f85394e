import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PhotoSize } from '@vg/contract';

// An <img> cannot send the bearer token, so the API hands out signed file addresses to whoever
// may see a photo (its owner, or anyone once it is approved on a visible vehicle). Expiry is
// rounded to a six-hour window so the same address, and the browser's cached copy, serve a while.
const WINDOW_MS = 6 * 60 * 60 * 1000;

function signature(secret: string, photoId: string, size: PhotoSize, expires: number): string {
  return createHmac('sha256', secret)
    .update(`photo:${photoId}:${size}:${expires}`)
    .digest('base64url');
}

/** Addresses signed in the same window are the same; answers that keep them are kept no longer. */
export const photoUrlWindow = (now = Date.now()) => Math.ceil(now / WINDOW_MS);

export function signedPhotoUrl(
  secret: string,
  photoId: string,
  size: PhotoSize,
  now = Date.now(),
): string {
  const expires = photoUrlWindow(now) * WINDOW_MS + WINDOW_MS;
  const sig = signature(secret, photoId, size, expires);
  return `/api/v1/photos/${photoId}/file?size=${size}&expires=${expires}&sig=${sig}`;
}

export function isValidPhotoSignature(
  secret: string,
  input: { photoId: string; size: PhotoSize; expires: number; sig: string },
  now = Date.now(),
): boolean {
  if (input.expires < now) return false;
  const expected = Buffer.from(signature(secret, input.photoId, input.size, input.expires));
  const given = Buffer.from(input.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export const photoRef = (secret: string, photoId: string) => ({
  id: photoId,
  thumbUrl: signedPhotoUrl(secret, photoId, 'thumb'),
  displayUrl: signedPhotoUrl(secret, photoId, 'display'),
});
