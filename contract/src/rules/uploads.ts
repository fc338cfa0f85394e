// What an upload may be. The API refuses anything more; the forms check first, so that a file
// that would be refused is not sent over a phone's connection for nothing.

/** A vehicle photo: JPEG, PNG or WebP, at most 15 MB, up to PHOTO_MAX_FILES in one upload. */
export const PHOTO_MAX_BYTES = 15 * 1024 * 1024;
export const PHOTO_MAX_FILES = 10;
export const PHOTO_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/webp'];
export const PHOTO_TOO_LARGE = 'A photo can be at most 15 MB.';
export const PHOTO_WRONG_TYPE = 'Only JPEG, PNG and WebP photos can be uploaded.';

/** A member's avatar: JPEG, PNG, WebP, GIF or AVIF, at most 5 MB (stored as a square WebP). */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const AVATAR_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
];
export const AVATAR_TOO_LARGE = 'Image must be at most 5 MB.';
