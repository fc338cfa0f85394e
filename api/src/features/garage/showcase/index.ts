import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { addShowcaseEntryRoute } from './add-showcase-entry.js';
import { approvePhotoRoute } from './approve-photo.js';
import { listAdminShowcaseRoute } from './list-admin-showcase.js';
import { listModeratedPhotosRoute } from './list-moderated-photos.js';
import { listShowcaseRoute } from './list-showcase.js';
import { rejectPhotoRoute } from './reject-photo.js';
import { removeShowcaseEntryRoute } from './remove-showcase-entry.js';

/**
 * The showcase (public vehicles an admin featured: anyone reads it, only admins change it) and photo
 * moderation (admins approve or reject photos; only approved ones are ever public).
 */
export const showcaseAndModerationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listShowcaseRoute,
    listAdminShowcaseRoute,
    addShowcaseEntryRoute,
    removeShowcaseEntryRoute,
    listModeratedPhotosRoute,
    approvePhotoRoute,
    rejectPhotoRoute,
  ]) {
    await app.register(route);
  }
};
