import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/** Garage routes, mounted at /api/v1 (see api/README.md, "Adding a feature"). */
export const garageRoutes: FastifyPluginAsyncTypebox = async () => {};
