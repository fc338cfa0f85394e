import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { consentRoute } from './consent.js';
import { currentUserRoute } from './current-user-route.js';
import { emailConfirmRoute } from './email-confirm.js';
import { finishGoogleSignInRoute } from './finish-google-sign-in.js';
import { formSignInRoutes } from './forms/form-routes.js';
import { loginRoute } from './login.js';
import { logoutRoute } from './logout.js';
import { registerRoute } from './register.js';
import { resetConfirmRoute } from './reset-confirm.js';
import { resetRequestRoute } from './reset-request.js';
import { startGoogleSignInRoute } from './start-google-sign-in.js';
import { verifyEmailResendRoute } from './verify-email-resend.js';

/** /api/v1/auth: one file per endpoint. */
export const authRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    registerRoute,
    loginRoute,
    logoutRoute,
    currentUserRoute,
    verifyEmailResendRoute,
    emailConfirmRoute,
    resetRequestRoute,
    resetConfirmRoute,
    startGoogleSignInRoute,
    finishGoogleSignInRoute,
    consentRoute,
    formSignInRoutes,
  ]) {
    await app.register(route);
  }
};
