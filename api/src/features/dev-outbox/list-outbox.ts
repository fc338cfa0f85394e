import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';

/** The development outbox as data, newest first (an SMTP mailer keeps none). */
export const listOutboxRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /dev/outbox'),
    handler: async () => ({ data: app.mailer.outbox ?? [] }),
  });
};
