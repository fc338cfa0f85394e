import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { pageOrigin } from '../../public-pages/page-origin.js';
import { requireVehicleAccess } from '../common/vehicle-access.js';
import { makeDossier } from './dossier-store.js';
import { fromTable } from '../../../http/route-table.js';
import { unprocessable } from '../../../http/errors.js';
import type { DossierInput } from '@vg/contract';
import type { DossierCostRange } from './dossier-content.js';

/** A file name a browser keeps as written: the car's name in plain letters, and the code. */
const fileName = (title: string, code: string) =>
  `sale-dossier-${title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .toLowerCase()
    .slice(0, 60)}-${code}.pdf`.replace('--', '-');

/** The range to total, checked as the Costs tab checks it: only with costs, and in order. */
function chosenCostRange({ costs, costRange }: DossierInput): DossierCostRange | null {
  if (!costRange) return null;
  const refuse = (message: string) => unprocessable({ costRange: message });
  if (!costs) throw refuse('Include costs to total a stretch of time.');
  if (!costRange.from && !costRange.to) throw refuse('Give a first day, a last day or both.');
  if (costRange.from && costRange.to && costRange.from > costRange.to)
    throw refuse('The last day comes after the first.');
  return { name: costRange.name, from: costRange.from ?? null, to: costRange.to ?? null };
}

/**
 * The keeper or a co-keeper makes a sale dossier of the car (docs/product.md#sale-dossier,
 * #workshops-and-co-keepers): the answer is the PDF itself, with its length (the page shows real
 * progress) and its id and code in headers. The dossier is the keeper's, as the history it holds:
 * it lists with their others, stays theirs when the car changes hands, and verifies as theirs.
 * Rate-limited per member who asks, and a few at a time per process: each one renders a document
 * (docs/security.md, T42).
 */
export const makeDossierRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /vehicles/:vehicleId/dossiers'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const costRange = chosenCostRange(request.body);
      const vehicle = await requireVehicleAccess(
        app.db,
        me.id,
        request.params.vehicleId,
        'co-keep',
      );
      // A place on this process first: a member refused for a busy server keeps their allowance.
      const release = app.dossierThreads.slots.take();
      try {
        await app.rateLimiters.dossiersPerMember.consume(me.id);
        const { dossier, pdf, title } = await makeDossier(app.db, app.dossierThreads, {
          ownerId: vehicle.keeperId,
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
            costRange,
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
