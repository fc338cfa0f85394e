import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listActivityRoute } from './activity/list-activity.js';
import { admireVehicleRoute } from './admires/admire-vehicle.js';
import { unadmireVehicleRoute } from './admires/unadmire-vehicle.js';
import { createCommentRoute } from './comments/create-comment.js';
import { deleteCommentRoute } from './comments/delete-comment.js';
import { editCommentRoute } from './comments/edit-comment.js';
import { hideCommentRoute } from './comments/hide-comment.js';
import { listCommentsRoute } from './comments/list-comments.js';
import { restoreCommentRoute } from './comments/restore-comment.js';
import { communityFeedRoute } from './feed/community-feed.js';
import { followKeeperRoute } from './follows/follow-keeper.js';
import { followVehicleRoute } from './follows/follow-vehicle.js';
import { listFollowingRoute } from './follows/list-following.js';
import { unfollowKeeperRoute } from './follows/unfollow-keeper.js';
import { unfollowVehicleRoute } from './follows/unfollow-vehicle.js';
import { vehicleCommunityRoute } from './follows/vehicle-community.js';
import { publicProfileRoute } from './public-profile.js';
import { listRegistryRoute } from './registry/list-registry.js';
import { registryGroupsRoute } from './registry/registry-groups.js';
import { reportCommentRoute } from './reports/report-comment.js';
import { reportVehicleRoute } from './reports/report-vehicle.js';

/** Community routes, mounted at /api/v1 with their full paths (contract/src/community.ts lists them). */
export const communityRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    publicProfileRoute,
    followKeeperRoute,
    unfollowKeeperRoute,
    communityFeedRoute,
    listFollowingRoute,
    listActivityRoute,
    vehicleCommunityRoute,
    followVehicleRoute,
    unfollowVehicleRoute,
    admireVehicleRoute,
    unadmireVehicleRoute,
    reportVehicleRoute,
    listCommentsRoute('vehicle'),
    createCommentRoute('vehicle'),
    listCommentsRoute('showcase'),
    createCommentRoute('showcase'),
    editCommentRoute,
    deleteCommentRoute,
    hideCommentRoute,
    restoreCommentRoute,
    reportCommentRoute,
    listRegistryRoute,
    registryGroupsRoute,
  ]) {
    await app.register(route);
  }
};
