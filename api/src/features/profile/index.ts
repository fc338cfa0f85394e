import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate } from '../../http/authenticate.js';
import { changeEmailRoute } from './change-email.js';
import { changePasswordRoute } from './change-password.js';
import { deleteAccountRoute } from './delete-account.js';
import { accountExportRoutes } from './export/export-routes.js';
import { getProfileRoute } from './get-profile.js';
import { serveAvatarRoute } from './serve-avatar.js';
import { signInRoutes } from './sign-ins/index.js';
import { updateProfileRoute } from './update-profile.js';
import { uploadAvatarRoute } from './upload-avatar.js';

/** /api/v1/profile: every route is the signed-in user's own. */
export const profileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', authenticate);
  for (const route of [
    getProfileRoute,
    updateProfileRoute,
    uploadAvatarRoute,
    changeEmailRoute,
    changePasswordRoute,
    deleteAccountRoute,
    accountExportRoutes,
  ]) {
    await app.register(route);
  }
  await app.register(signInRoutes, { prefix: '/sign-ins' });
};

/** /api/v1/avatars: public images. */
export const avatarRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(serveAvatarRoute);
};

export { exportDownloadRoute } from './export/download-link-routes.js';
