import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import type { FastifyReply } from 'fastify';
import { currentUser } from '../../../http/authenticate.js';
import { HttpError, unprocessable } from '../../../http/errors.js';
import { enqueue } from '../../../jobs/job-runner.js';
import { QUEUES } from '../../../jobs/queues.js';
import {
  createExport,
  hashExportToken,
  latestExport,
  readyArchive,
  toAccountExport,
} from './export-store.js';

export const EXPORT_NOT_READY = 'Your export is not ready yet.';
export const EXPORT_LINK_GONE =
  'This download link has expired or was replaced. Ask for a new export on your profile.';

function sendArchive(reply: FastifyReply, archive: Uint8Array, createdAt: Date) {
  const day = createdAt.toISOString().slice(0, 10);
  return reply
    .type('application/zip')
    .header('content-disposition', `attachment; filename="vintage-garage-export-${day}.zip"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(archive));
}

/** /api/v1/profile/export: ask for the archive, follow its progress, download it signed in. */
export const accountExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /profile/export'),
    handler: async (request, reply) => {
      const me = currentUser(request);
      const latest = await latestExport(app.db, me.id);
      // One archive in the making at a time: asking again while it works shows the same progress.
      const running = latest && (latest.status === 'queued' || latest.status === 'working');
      const row = running ? latest : await createExport(app.db, me.id);
      if (!running)
        await enqueue(app.db, QUEUES.accountExport, { exportId: row.id, userId: me.id });
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
      return sendArchive(reply, ready.archive, ready.createdAt);
    },
  });
};

/** /api/v1/exports/download?token=: the emailed link, no sign-in; the token is the key. */
export const exportDownloadRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /exports/download'),
    handler: async (request, reply) => {
      const ready = await readyArchive(app.db, { tokenHash: hashExportToken(request.query.token) });
      if (!ready) throw unprocessable({ token: EXPORT_LINK_GONE });
      return sendArchive(reply, ready.archive, ready.createdAt);
    },
  });
};
