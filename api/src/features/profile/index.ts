import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

export const profileRoutes: FastifyPluginAsyncTypebox = async () => {};
export const avatarRoutes: FastifyPluginAsyncTypebox = async () => {};
