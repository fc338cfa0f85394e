import { PublicProfile, PublicProfileParams } from '../../community/feed.js';
import { DataOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// A keeper's public profile (docs/product.md#community).

export const publicProfileRouteTable = defineRoutes({
  'GET /users/:username': {
    tags: ['community'],
    summary: "A member's public profile, with their followers and whether I follow them",
    params: PublicProfileParams,
    response: withErrors({ 200: DataOf(PublicProfile) }),
  },
});
