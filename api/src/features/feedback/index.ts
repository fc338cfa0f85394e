import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const feedbackRoutes: FastifyPluginAsyncTypebox = async () => {};
