import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { DOSSIER_NOT_FOUND, toDossier } from './dossier-store.js';
import { DataOf, Dossier, IdParams, withErrors } from '@vg/contract';

/** The keeper withdraws a dossier: its page then says so and nothing else; again keeps the first time. */
export const withdrawDossierRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/dossiers/:id/withdraw',
    {
      onRequest: authenticate,
      schema: {
        tags: ['dossiers'],
        summary:
          'Withdraw a sale dossier: its verification page says it was withdrawn, and nothing else',
        security: [{ bearer: [] }],
        params: IdParams,
        response: withErrors({ 200: DataOf(Dossier) }),
      },
    },
    async (request) => {
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
  );
};
