import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const adminRoutes: FastifyPluginAsyncTypebox = async () => {};
