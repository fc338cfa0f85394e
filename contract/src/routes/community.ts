import { defineRoutes } from './route-spec.js';

export const communityRouteTable = defineRoutes({});
// Community: feed, comments, follows, admiration, reports, registry; rendered public pages.
