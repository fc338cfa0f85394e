import { PageOf, withErrors } from '../../http.js';
import { ActivityItem, ActivityQuery } from '../../community/activity.js';
import { FeedItem, FeedQuery } from '../../community/feed.js';
import {
  RegistryGroup,
  RegistryGroupsQuery,
  RegistryPage,
  RegistryQuery,
} from '../../community/registry.js';
import { defineRoutes } from '../route-spec.js';

// The community feed, my activity, and the registry of public cars (docs/product.md#community).

export const feedRouteTable = defineRoutes({
  'GET /community/feed': {
    tags: ['community'],
    summary:
      'The community feed, newest first: everyone, or the keepers and cars I follow (records, photos, showcase picks)',
    security: [{ bearer: [] }],
    querystring: FeedQuery,
    response: withErrors({ 200: PageOf(FeedItem) }),
  },
  'GET /activity': {
    tags: ['community'],
    summary:
      'My activity, newest first: my records and approved photos, comments, replies, admires and follows',
    security: [{ bearer: [] }],
    querystring: ActivityQuery,
    response: withErrors({ 200: PageOf(ActivityItem) }),
  },
  'GET /registry': {
    tags: ['community'],
    summary:
      'Every public car by make, model and year, with a search over make, model, variant, coachbuilder, colour and keeper',
    querystring: RegistryQuery,
    response: withErrors({ 200: RegistryPage }),
  },
  'GET /registry/groups': {
    tags: ['community'],
    summary: 'The registry by make, then model, then year: how many public cars, which years',
    querystring: RegistryGroupsQuery,
    response: withErrors({ 200: PageOf(RegistryGroup) }),
  },
});
