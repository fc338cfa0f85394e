import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { photoRoutes } from './photo-routes.js';
import { uploadPhotosRoute } from './upload-photos.js';

export const vehiclePhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(uploadPhotosRoute);
  await app.register(photoRoutes);
};
