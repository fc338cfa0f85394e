import { adminRouteTable } from './admin.js';
import { authRouteTable } from './auth.js';
import { communityRouteTable } from './community/index.js';
import { devOutboxRouteTable } from './dev-outbox.js';
import { feedbackRouteTable } from './feedback.js';
import { garageRouteTable } from './garage/index.js';
import { healthRouteTable } from './health.js';
import { memberPageRouteTable } from './member-pages.js';
import { notificationRouteTable } from './notifications.js';
import { profileRouteTable } from './profile.js';
import { publicPageRouteTable } from './public-pages.js';

export * from './route-spec.js';

/**
 * Every operation of /api/v1 (docs/adr/0017-one-route-table.md). One file or folder here per
 * feature folder of api/src/features, named as it is, so an entry sits where its route is served.
 */
export const apiRoutes = {
  ...healthRouteTable,
  ...authRouteTable,
  ...profileRouteTable,
  ...notificationRouteTable,
  ...feedbackRouteTable,
  ...adminRouteTable,
  ...devOutboxRouteTable,
  ...garageRouteTable,
  ...communityRouteTable,
  ...publicPageRouteTable,
  ...memberPageRouteTable,
};
export type ApiRoutes = typeof apiRoutes;
export type ApiRouteKey = keyof ApiRoutes & string;
