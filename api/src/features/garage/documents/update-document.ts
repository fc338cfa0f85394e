import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { checkLinks, detailColumns } from './document-details.js';
import { DOCUMENT_NOT_FOUND, findOwnedDocument, toDocument } from './document-query.js';

/** The keeper changes a paper's details or files it under a record; its bytes never change. */
export const updateDocumentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /documents/:documentId'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      // A workshop changes only the papers it kept itself (vehicle-access.ts).
      const { keeperId } = await requireRowAccess(
        app.db,
        'vehicle_documents',
        me.id,
        request.params.documentId,
        'contribute',
        DOCUMENT_NOT_FOUND,
      );
      const document = await findOwnedDocument(app.db, keeperId, request.params.documentId);
      if (!document) throw notFound(DOCUMENT_NOT_FOUND);
      await checkLinks(app.db, keeperId, document.vehicle_id, request.body);
      const changes = detailColumns(request.body);
      // A patch naming no field changes nothing (an empty SET would not be SQL).
      if (Object.keys(changes).length > 0)
        await app.db
          .updateTable('vehicle_documents')
          .set({ ...changes, updated_at: new Date() })
          .where('id', '=', document.id)
          .execute();
      const row = await findOwnedDocument(app.db, keeperId, document.id);
      if (!row) throw notFound(DOCUMENT_NOT_FOUND);
      return { data: toDocument(row, app.config.jwtSecret) };
    },
  });
};
