import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createShareLinkRoute } from './create-share-link.js';
import { listShareLinksRoute } from './list-share-links.js';
import { revokeShareLinkRoute } from './revoke-share-link.js';
import { rotateShareLinkRoute } from './rotate-share-link.js';

/** Share links: the owner creates, lists, revokes and rotates them; the token shows once. */
export const shareLinkRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listShareLinksRoute,
    createShareLinkRoute,
    revokeShareLinkRoute,
    rotateShareLinkRoute,
  ]) {
    await app.register(route);
  }
};
