import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { VERIFY_CHECK_SCRIPT } from './verify-check-script.js';

/** Kept a day: its address changes with its content (verifyCheckScriptUrl). */
const CACHE = 'public, max-age=86400';

/** The verification page's "Check a document" script: the same for everyone, it names no dossier. */
export const verifyCheckRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/verify-check.js'),
    handler: async (_request, reply) =>
      reply
        .header('cache-control', CACHE)
        .type('text/javascript; charset=utf-8')
        .send(VERIFY_CHECK_SCRIPT),
  });
};
