import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError } from '../../http/errors.js';
import { fromTable } from '../../http/route-table.js';
import { dossierPath, normaliseDossierCode } from '../garage/dossiers/dossier-code.js';
import { verifyDossier } from '../garage/dossiers/dossier-verification.js';
import { countVerification } from '../garage/dossiers/verification-limit.js';
import { renderStandaloneDocument } from './page-document.js';
import { sendInReaderLocale } from './send-page.js';
import {
  tooManyVerificationsPage,
  unknownDossierPage,
  verificationPage,
  VERIFY_STYLES,
} from './verify-page.js';

const NOINDEX = { 'x-robots-tag': 'noindex, nofollow' };
const HTML = 'text/html; charset=utf-8';

/**
 * /verify/:code as HTML: a dossier's verification page, a page of its own (no app takes it over),
 * its dates in the buyer's locale. A code written any other way (lower case, grouped) is sent to
 * its one address, so that it has one kept copy (docs/security.md, T42).
 */
export const verifyPageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/verify/:code'),
    handler: async (request, reply) => {
      try {
        await countVerification(app, request);
      } catch (error) {
        if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
        const retryAfter = Number(error.headers?.['retry-after']);
        return reply
          .code(429)
          .headers({ ...error.headers, ...NOINDEX })
          .type(HTML)
          .send(renderStandaloneDocument(tooManyVerificationsPage(retryAfter), VERIFY_STYLES));
      }
      const code = normaliseDossierCode(request.params.code);
      if (code && code !== request.params.code) return reply.redirect(dossierPath(code), 301);
      return sendInReaderLocale(app, request, reply, `page:verify:${code ?? ''}`, async () => {
        const verification = code ? await verifyDossier(app.db, code) : null;
        const page = verification ? verificationPage(verification) : unknownDossierPage();
        return {
          status: page.status,
          contentType: HTML,
          body: renderStandaloneDocument(page, VERIFY_STYLES),
          headers: NOINDEX,
        };
      });
    },
  });
};
