import { defineRoutes } from '../route-spec.js';
import { activityRouteTable } from './activity.js';
import { admireRouteTable } from './admires.js';
import { commentRouteTable } from './comments.js';
import { feedRouteTable } from './feed.js';
import { followRouteTable } from './follows.js';
import { publicProfileRouteTable } from './public-profile.js';
import { registryRouteTable } from './registry.js';
import { reportRouteTable } from './reports.js';

// The community's operations, one file per folder of api/src/features/community.

export const communityRouteTable = defineRoutes({
  ...publicProfileRouteTable,
  ...followRouteTable,
  ...admireRouteTable,
  ...commentRouteTable,
  ...reportRouteTable,
  ...feedRouteTable,
  ...activityRouteTable,
  ...registryRouteTable,
});
