import { DataOf, IdParams, NoContent, PageOf, withErrors } from '../../http.js';
import { VehicleIdParams } from '../../garage/common.js';
import {
  OwnedPhoto,
  PhotoFileQuery,
  PhotoPatch,
  PhotoUsage,
  UploadedPhotos,
} from '../../garage/photos.js';
import { defineRoutes } from '../route-spec.js';

// A vehicle's photos: the owner uploads, orders, captions and deletes them; an <img> reads the file.

export const photoRouteTable = defineRoutes({
  'POST /vehicles/:vehicleId/photos': {
    tags: ['photos'],
    summary:
      'Upload photos (multipart: optional caption and stage fields first, then up to 10 files)',
    description:
      'JPEG, PNG or WebP by content, 15 MB each. Stored re-encoded as WebP (display and thumbnail) without ' +
      'EXIF or location data, awaiting moderation: the owner sees them at once, the public once approved.',
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 201: UploadedPhotos }),
  },
  'GET /vehicles/:vehicleId/photos': {
    tags: ['photos'],
    summary: "A vehicle's photos in their order, with their moderation state",
    security: [{ bearer: [] }],
    params: VehicleIdParams,
    response: withErrors({ 200: PageOf(OwnedPhoto) }),
  },
  'GET /photos/usage': {
    tags: ['photos'],
    summary: "What the caller's stored photos take, and the room each member has (PHOTO_QUOTA_MB)",
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(PhotoUsage) }),
  },
  'PATCH /photos/:id': {
    tags: ['photos'],
    summary: 'Change a photo’s caption, stage, order or the record it belongs to',
    security: [{ bearer: [] }],
    params: IdParams,
    body: PhotoPatch,
    response: withErrors({ 200: DataOf(OwnedPhoto) }),
  },
  'DELETE /photos/:id': {
    tags: ['photos'],
    summary: 'Delete a photo (a cover is replaced by the next photo)',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 204: NoContent }),
  },
  // The image bytes (image/webp): no JSON answer to declare.
  'GET /photos/:id/file': {
    tags: ['photos'],
    summary:
      'The image itself, through a signed address from a photo answer (an <img> sends no token)',
    params: IdParams,
    querystring: PhotoFileQuery,
    response: {},
  },
});
