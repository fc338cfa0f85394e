import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createOwnershipPeriodRoute } from './create-ownership-period.js';
import { deleteOwnershipPeriodRoute } from './delete-ownership-period.js';
import { listOwnershipPeriodsRoute } from './list-ownership-periods.js';
import { replaceOwnershipPeriodRoute } from './replace-ownership-period.js';

/** The provenance timeline: who kept the vehicle, where, from when to when, and how it came to them. */
export const ownershipRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    listOwnershipPeriodsRoute,
    createOwnershipPeriodRoute,
    replaceOwnershipPeriodRoute,
    deleteOwnershipPeriodRoute,
  ]) {
    await app.register(route);
  }
};
