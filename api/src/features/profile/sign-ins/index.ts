import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listSignInsRoute } from './list-sign-ins.js';
import { signOutOtherSessionsRoute } from './sign-out-other-sessions.js';
import { signOutSessionRoute } from './sign-out-session.js';

/** /api/v1/profile/sign-ins: the caller's own sessions (the profile plugin authenticates). */
export const signInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [listSignInsRoute, signOutSessionRoute, signOutOtherSessionsRoute])
    await app.register(route);
};
