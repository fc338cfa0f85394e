import { ActivityItem, ActivityQuery } from '../../community/activity.js';
import { PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// My activity (docs/product.md#activity).

export const activityRouteTable = defineRoutes({
  'GET /activity': {
    tags: ['community'],
    summary:
      'My activity, newest first: my records and approved photos, comments, replies, admires and follows',
    security: [{ bearer: [] }],
    querystring: ActivityQuery,
    response: withErrors({ 200: PageOf(ActivityItem) }),
  },
});
