import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { DOSSIER_NOT_FOUND, toDossier } from './dossier-store.js';
import { fromTable } from '../../../http/route-table.js';

/** The keeper withdraws a dossier: its page then says so and nothing else; again keeps the first time. */
export const withdrawDossierRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /dossiers/:id/withdraw'),
    onRequest: authenticate,
    handler: async (request) => {
      const row = await app.db
        .updateTable('dossiers')
        .set((eb) => ({ withdrawn_at: eb.fn.coalesce('withdrawn_at', eb.val(new Date())) }))
        .where('id', '=', request.params.id)
        .where('user_id', '=', currentUser(request).id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(DOSSIER_NOT_FOUND);
      return { data: toDossier(row) };
    },
  });
};
