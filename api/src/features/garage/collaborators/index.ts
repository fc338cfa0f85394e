import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { acceptCollaborationRoute } from './accept-collaboration.js';
import { endCollaborationRoute } from './end-collaboration.js';
import { inviteCollaboratorRoute } from './invite-collaborator.js';
import { listCollaborationsRoute } from './list-collaborations.js';
import { listCollaboratorsRoute } from './list-collaborators.js';

/** Workshops and co-keepers let in to a car (docs/product.md#workshops-and-co-keepers). */
export const collaboratorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listCollaboratorsRoute,
    inviteCollaboratorRoute,
    listCollaborationsRoute,
    acceptCollaborationRoute,
    endCollaborationRoute,
  ]) {
    await app.register(route);
  }
};
