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

/**
 * A paper (docs/product.md#papers): PDF, a photo or a scan, kept exactly as uploaded, one file at a
 * time. Its bytes count against the same room as the member's photos.
 */
export const DOCUMENT_MAX_BYTES = 25 * 1024 * 1024;
export const DOCUMENT_MAX_PAGES = 300;
export const DOCUMENT_TYPES: readonly string[] = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/heic',
  'image/heif',
  'image/tiff',
];
/** What a file picker offers: the types above, and their extensions for phones that only know those. */
export const DOCUMENT_ACCEPT =
  'application/pdf,image/jpeg,image/png,image/webp,image/heic,image/heif,image/tiff,.pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,.tif,.tiff';
export const DOCUMENT_TOO_LARGE = 'A document can be at most 25 MB.';
export const DOCUMENT_WRONG_TYPE =
  'Only PDF, JPEG, PNG, WebP, HEIC and TIFF files can be kept as papers.';
export const DOCUMENT_EMPTY = 'This file is empty.';
export const documentTooManyPages = (pages: number) =>
  `A PDF can have at most ${DOCUMENT_MAX_PAGES} pages; this one has ${pages}. Split it into parts.`;
