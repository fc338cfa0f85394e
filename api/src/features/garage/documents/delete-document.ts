import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { fromTable } from '../../../http/route-table.js';
import { DOCUMENT_NOT_FOUND } from './document-query.js';

/** A paper deleted (a workshop: its own), with its file and what the reader made of it. */
export const deleteDocumentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /documents/:documentId'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const document = await requireRowAccess(
        app.db,
        'vehicle_documents',
        currentUser(request).id,
        request.params.documentId,
        'contribute',
        DOCUMENT_NOT_FOUND,
      );
      const deleted = await app.db
        .deleteFrom('vehicle_documents')
        .where('id', '=', document.rowId)
        .where('user_id', '=', document.keeperId)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(DOCUMENT_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
