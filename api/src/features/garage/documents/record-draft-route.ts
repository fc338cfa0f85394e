import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { fromTable } from '../../../http/route-table.js';
import { DOCUMENT_NOT_FOUND } from './document-query.js';
import { readReceipt } from './receipt-reading.js';

/**
 * "Make a record from this" (docs/product.md#papers): what the paper's text says of its date, total
 * and supplier, for a maintenance record its keeper confirms or corrects. Theirs and those let in
 * to the car: to anyone else the paper does not exist.
 */
export const recordDraftRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /documents/:documentId/record-draft'),
    onRequest: authenticate,
    handler: async (request) => {
      const { keeperId } = await requireRowAccess(
        app.db,
        'vehicle_documents',
        currentUser(request).id,
        request.params.documentId,
        'see',
        DOCUMENT_NOT_FOUND,
      );
      const document = await app.db
        .selectFrom('vehicle_documents')
        .select(['id', 'title', 'text_content'])
        .where('id', '=', request.params.documentId)
        .where('user_id', '=', keeperId)
        .executeTakeFirst();
      if (!document) throw notFound(DOCUMENT_NOT_FOUND);
      const facts = readReceipt(document.text_content);
      return {
        data: {
          documentId: document.id,
          performedOn: facts.date,
          totalCost: facts.total,
          currency: facts.currency,
          supplier: facts.supplier,
          title: document.title,
        },
      };
    },
  });
};
