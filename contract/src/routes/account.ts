import { authRouteTable } from './account/auth.js';
import { notificationRouteTable } from './account/notifications.js';
import { profileRouteTable } from './account/profile.js';
import { defineRoutes } from './route-spec.js';

// Members: sign-up and sign-in, profile, avatars, exports, notifications.

export const accountRouteTable = defineRoutes({
  ...authRouteTable,
  ...profileRouteTable,
  ...notificationRouteTable,
});
