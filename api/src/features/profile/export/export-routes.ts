import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { currentUser } from '../../../http/authenticate.js';
import { HttpError } from '../../../http/errors.js';
import { latestExport, readyArchive, toAccountExport } from './export-store.js';
import { sendArchive } from './send-archive.js';
import { startExport } from './start-export.js';

export const EXPORT_NOT_READY = 'Your export is not ready yet.';

/** /api/v1/profile/export: ask for the archive, follow its progress, download it signed in. */
export const accountExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /profile/export'),
    handler: async (request, reply) => {
      const row = await startExport(
        app.db,
        app.rateLimiters.exportsPerMember,
        currentUser(request).id,
      );
      return reply.code(202).send({ data: toAccountExport(row) });
    },
  });

  app.route({
    ...fromTable(app, 'GET /profile/export'),
    handler: async (request) => {
      const latest = await latestExport(app.db, currentUser(request).id);
      return { data: latest ? toAccountExport(latest) : null };
    },
  });

  app.route({
    ...fromTable(app, 'GET /profile/export/archive'),
    handler: async (request, reply) => {
      const ready = await readyArchive(app.db, { userId: currentUser(request).id });
      if (!ready) throw new HttpError(409, EXPORT_NOT_READY);
      return sendArchive(app.db, reply, ready);
    },
  });
};
