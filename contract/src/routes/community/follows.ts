import {
  FollowState,
  FollowedTarget,
  UsernameParams,
  VehicleCommunity,
} from '../../community/social.js';
import { PageQuery } from '../../garage/common.js';
import { DataOf, IdParams, PageOf, withErrors } from '../../http.js';
import { defineRoutes } from '../route-spec.js';

// Following keepers and public cars, what I follow, and a public car's community
// (docs/product.md#community).

export const followRouteTable = defineRoutes({
  'PUT /users/:username/follow': {
    tags: ['community'],
    summary:
      "Follow a keeper: their public cars' records, photos and showcase picks join my Following feed",
    security: [{ bearer: [] }],
    params: UsernameParams,
    response: withErrors({ 200: DataOf(FollowState) }),
  },
  'DELETE /users/:username/follow': {
    tags: ['community'],
    summary: 'Stop following a keeper',
    security: [{ bearer: [] }],
    params: UsernameParams,
    response: withErrors({ 200: DataOf(FollowState) }),
  },
  'GET /community/following': {
    tags: ['community'],
    summary: 'The keepers and public cars I follow, newest first',
    security: [{ bearer: [] }],
    querystring: PageQuery,
    response: withErrors({ 200: PageOf(FollowedTarget) }),
  },
  'GET /public/vehicles/:id/community': {
    tags: ['community'],
    summary: "A public car's followers, admires and comments, and whether I follow or admire it",
    params: IdParams,
    response: withErrors({ 200: DataOf(VehicleCommunity) }),
  },
  'PUT /public/vehicles/:id/follow': {
    tags: ['community'],
    summary:
      'Follow a public car: its new records, photos and showcase picks join my Following feed',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(FollowState) }),
  },
  'DELETE /public/vehicles/:id/follow': {
    tags: ['community'],
    summary: 'Stop following a public car',
    security: [{ bearer: [] }],
    params: IdParams,
    response: withErrors({ 200: DataOf(FollowState) }),
  },
});
