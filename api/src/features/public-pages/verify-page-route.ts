import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { verifyDossier } from '../garage/dossiers/dossier-verification.js';
import { renderStandaloneDocument } from './page-document.js';
import { sendInReaderLocale } from './send-page.js';
import { unknownDossierPage, verificationPage, VERIFY_STYLES } from './verify-page.js';

/**
 * /verify/:code as HTML: a dossier's verification page, a page of its own (no app takes it over),
 * its dates in the buyer's locale.
 */
export const verifyPageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/verify/:code'),
    handler: async (request, reply) =>
      sendInReaderLocale(
        app,
        request,
        reply,
        `page:verify:${request.params.code.toUpperCase()}`,
        async () => {
          const verification = await verifyDossier(app.db, request.params.code);
          const page = verification ? verificationPage(verification) : unknownDossierPage();
          return {
            status: page.status,
            contentType: 'text/html; charset=utf-8',
            body: renderStandaloneDocument(page, VERIFY_STYLES),
            headers: { 'x-robots-tag': 'noindex, nofollow' },
          };
        },
      ),
  });
};
