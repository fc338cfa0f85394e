import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { fromTable } from '../../../http/route-table.js';
import { DOCUMENT_NOT_FOUND, findOwnedDocument, toDocument } from './document-query.js';

/** A paper, to those who keep or work on its car; anyone else is told it does not exist. */
export const getDocumentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /documents/:documentId'),
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
      const row = await findOwnedDocument(app.db, keeperId, request.params.documentId);
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      return { data: toDocument(row, app.config.jwtSecret) };
    },
  });
};
