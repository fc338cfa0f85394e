import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { fromTable } from '../../../http/route-table.js';
import { requireOwnedImport, toPreview, writingPreview } from './import-store.js';

/** An import's preview, or what it wrote and until when it can be undone. */
export const getImportRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /imports/:importId'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      // Polled while a big file is written: its progress, without reading its cells again.
      const writing = await writingPreview(app.db, me.id, request.params.importId);
      if (writing) return { data: writing };
      const row = await requireOwnedImport(app.db, me.id, request.params.importId);
      return { data: await toPreview(app.db, row) };
    },
  });
};
