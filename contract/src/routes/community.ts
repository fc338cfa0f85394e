import { commentRouteTable } from './community/comments.js';
import { feedRouteTable } from './community/feed.js';
import { pageRouteTable } from './community/pages.js';
import { socialRouteTable } from './community/social.js';
import { defineRoutes } from './route-spec.js';

// Community: feed, comments, follows, admiration, reports, registry; rendered public pages.

export const communityRouteTable = defineRoutes({
  ...socialRouteTable,
  ...commentRouteTable,
  ...feedRouteTable,
  ...pageRouteTable,
});
