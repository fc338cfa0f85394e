import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { fromTable } from '../../../http/route-table.js';
import { DOCUMENT_NOT_FOUND } from './document-query.js';

/** The keeper deletes a paper, its file and what the reader made of it. */
export const deleteDocumentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'DELETE /documents/:documentId'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const deleted = await app.db
        .deleteFrom('vehicle_documents')
        .where('id', '=', request.params.documentId)
        .where('user_id', '=', currentUser(request).id)
        .executeTakeFirst();
      if (deleted.numDeletedRows === 0n) throw notFound(DOCUMENT_NOT_FOUND);
      return reply.code(204).send(null);
    },
  });
};
