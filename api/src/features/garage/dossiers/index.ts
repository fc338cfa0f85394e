import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { listDossiersRoute } from './list-dossiers-route.js';
import { makeDossierRoute } from './make-dossier-route.js';
import { verifyDossierRoute } from './verify-dossier-route.js';
import { withdrawDossierRoute } from './withdraw-dossier-route.js';

/** Sale dossiers: the keeper makes, lists and withdraws them; anyone with the code verifies one. */
export const dossierRoutes: FastifyPluginAsyncTypebox = async (app) => {
  for (const route of [
    makeDossierRoute,
    listDossiersRoute,
    withdrawDossierRoute,
    verifyDossierRoute,
  ]) {
    await app.register(route);
  }
};
