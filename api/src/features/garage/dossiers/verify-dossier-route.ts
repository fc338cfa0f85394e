import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { DOSSIER_NOT_FOUND } from './dossier-store.js';
import { verifyDossier } from './dossier-verification.js';
import { DataOf, DossierCodeParams, DossierVerification, withErrors } from '@vg/contract';

/**
 * A dossier's verification, for anyone holding its code (the page /verify/<code> shows the same).
 * Public and briefly cached like the other public answers: any write clears the process's copy.
 */
export const verifyDossierRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/verify/:code',
    {
      schema: {
        tags: ['dossiers'],
        summary:
          'Verify a sale dossier by its code: each record it holds, when it was entered, whether it changed since',
        params: DossierCodeParams,
        response: withErrors({ 200: DataOf(DossierVerification) }),
      },
    },
    async (request, reply) =>
      sendPublic(app, request, reply, `dossier:${request.params.code.toUpperCase()}`, async () => {
        const verification = await verifyDossier(app.db, request.params.code);
        return verification
          ? jsonAnswer({ data: verification })
          : jsonAnswer({ error: { message: DOSSIER_NOT_FOUND } }, 404);
      }),
  );
};
