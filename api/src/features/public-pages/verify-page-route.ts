import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DossierCodeParams, HtmlDocument } from '@vg/contract';
import { sendPublic } from '../../http/public-cache.js';
import { verifyDossier } from '../garage/dossiers/dossier-verification.js';
import { renderStandaloneDocument } from './page-document.js';
import { unknownDossierPage, verificationPage, VERIFY_STYLES } from './verify-page.js';

/** /verify/:code as HTML: a dossier's verification page, a page of its own (no app takes it over). */
export const verifyPageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pages/verify/:code',
    {
      schema: {
        tags: ['pages'],
        summary:
          'A sale dossier’s verification page as HTML: its fingerprint, and each record’s entry and changes',
        params: DossierCodeParams,
        produces: ['text/html'],
        response: { 200: HtmlDocument, 404: HtmlDocument },
      },
    },
    async (request, reply) =>
      sendPublic(
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
  );
};
