import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { deletePhotoRoute } from './delete-photo.js';
import { getPhotoFileRoute } from './get-photo-file.js';
import { listPhotosRoute } from './list-photos.js';
import { photoUsageRoute } from './photo-usage.js';
import { updatePhotoRoute } from './update-photo.js';
import { uploadPhotosRoute } from './upload-photos.js';

export const vehiclePhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    uploadPhotosRoute,
    listPhotosRoute,
    photoUsageRoute,
    updatePhotoRoute,
    deletePhotoRoute,
    getPhotoFileRoute,
  ]) {
    await app.register(route);
  }
};
