import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { jsonAnswer, sendPublic } from '../../../http/public-cache.js';
import { normaliseDossierCode } from './dossier-code.js';
import { DOSSIER_NOT_FOUND } from './dossier-store.js';
import { verifyDossier } from './dossier-verification.js';
import { countVerification } from './verification-limit.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * A dossier's verification, for anyone holding its code (the page /verify/<code> shows the same).
 * Public and briefly cached like the other public answers: any write clears the process's copy.
 * Every way of writing one code shares its one kept answer (docs/security.md, T42).
 */
export const verifyDossierRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /verify/:code'),
    handler: async (request, reply) => {
      await countVerification(app, request);
      const code = normaliseDossierCode(request.params.code);
      return sendPublic(app, request, reply, `dossier:${code ?? ''}`, async () => {
        const verification = code ? await verifyDossier(app.db, code) : null;
        return verification
          ? jsonAnswer({ data: verification })
          : jsonAnswer({ error: { message: DOSSIER_NOT_FOUND } }, 404);
      });
    },
  });
};
