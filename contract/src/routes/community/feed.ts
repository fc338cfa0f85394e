import { FeedItem, FeedQuery } from '../../community/feed.js';
import { PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// The community feed: everyone, or whom I follow (docs/product.md#community).

export const feedRouteTable = defineRoutes({
  'GET /community/feed': {
    tags: ['community'],
    summary:
      'The community feed, newest first: everyone, or the keepers and cars I follow (records, photos, showcase picks)',
    security: [{ bearer: [] }],
    querystring: FeedQuery,
    response: withErrors({ 200: PageOf(FeedItem) }),
  },
});
