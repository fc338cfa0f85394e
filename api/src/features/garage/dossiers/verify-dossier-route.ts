import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { DOSSIER_NOT_FOUND } from './dossier-store.js';
import { verifyDossier } from './dossier-verification.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * A dossier's verification, for anyone holding its code (the page /verify/<code> shows the same).
 * Public and briefly cached like the other public answers: any write clears the process's copy.
 */
export const verifyDossierRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /verify/:code'),
    handler: async (request, reply) =>
      sendPublic(app, request, reply, `dossier:${request.params.code.toUpperCase()}`, async () => {
        const verification = await verifyDossier(app.db, request.params.code);
        return verification
          ? jsonAnswer({ data: verification })
          : jsonAnswer({ error: { message: DOSSIER_NOT_FOUND } }, 404);
      }),
  });
};
