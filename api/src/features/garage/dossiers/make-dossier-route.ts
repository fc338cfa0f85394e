import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { pageOrigin } from '../../public-pages/page-origin.js';
import { requireOwnedVehicle } from '../common/owned.js';
import { makeDossier } from './dossier-store.js';
import { fromTable } from '../../../http/route-table.js';

/** A file name a browser keeps as written: the car's name in plain letters, and the code. */
const fileName = (title: string, code: string) =>
  `sale-dossier-${title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60)}-${code}.pdf`.replace('--', '-');

/**
 * The keeper makes a sale dossier of their car (docs/product.md#sale-dossier): the answer is the
 * PDF itself, with its length (the page shows real progress) and its id and code in headers.
 * Rate-limited per member, and a few at a time per process: each one renders a document
 * (docs/security.md, T42).
 */
export const makeDossierRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/dossiers'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const vehicle = await requireOwnedVehicle(app.db, me.id, request.params.vehicleId);
      // A place on this process first: a member refused for a busy server keeps their allowance.
      const release = app.dossierThreads.slots.take();
      try {
        await app.rateLimiters.dossiersPerMember.consume(me.id);
        const { dossier, pdf, title } = await makeDossier(app.db, app.dossierThreads, {
          ownerId: me.id,
          vehicleId: vehicle.id,
          origin: pageOrigin(request),
          options: {
            paper: request.body.paper ?? 'A4',
            costs: request.body.costs ?? false,
            notes: request.body.notes ?? false,
            photoIds: request.body.photoIds ?? [],
            documentIds: request.body.documentIds ?? [],
            // Appending nothing is not appending: the dossier then says it lists no papers.
            appendDocuments:
              (request.body.appendDocuments ?? false) &&
              (request.body.documentIds ?? []).length > 0,
          },
        });
        return reply
          .code(201)
          .type('application/pdf')
          .header('content-length', pdf.length)
          .header('content-disposition', `attachment; filename="${fileName(title, dossier.code)}"`)
          .header('x-dossier-id', dossier.id)
          .header('x-dossier-code', dossier.code)
          .send(pdf);
      } finally {
        release();
      }
    },
  });
};
