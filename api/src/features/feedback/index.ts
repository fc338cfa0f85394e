import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { submitFeedbackRoute } from './submit-feedback.js';

/** /api/v1/feedback */
export const feedbackRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(submitFeedbackRoute);
};
