import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { adminRoutes } from './admin/index.js';
import { authRoutes } from './auth/index.js';
import { communityRoutes } from './community/index.js';
import { devOutboxRoutes } from './dev-outbox/index.js';
import { feedbackRoutes } from './feedback/index.js';
import { garageRoutes } from './garage/index.js';
import { healthRoutes } from './health/index.js';
import { notificationRoutes, notificationSettingsRoutes } from './notifications/index.js';
import { avatarRoutes, exportDownloadRoute, profileRoutes } from './profile/index.js';
import { publicPageRoutes } from './public-pages/index.js';
import { installPublicCache } from '../http/public-cache.js';

/** Every feature folder, mounted under /api/v1. */
export const featureRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Public answers kept briefly, cleared by any write (docs/adr/0009).
  installPublicCache(app, app.config.publicCacheSeconds);
  await app.register(healthRoutes);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(profileRoutes, { prefix: '/profile' });
  await app.register(avatarRoutes, { prefix: '/avatars' });
  await app.register(exportDownloadRoute, { prefix: '/exports' });
  await app.register(feedbackRoutes, { prefix: '/feedback' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(notificationRoutes, { prefix: '/notifications' });
  await app.register(notificationSettingsRoutes, { prefix: '/profile/notification-settings' });
  if (!app.config.isProduction) await app.register(devOutboxRoutes, { prefix: '/dev' });
  await app.register(garageRoutes);
  await app.register(communityRoutes);
  await app.register(publicPageRoutes);
};
