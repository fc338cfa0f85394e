import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { currentUser } from '../../http/authenticate.js';
import { unprocessable } from '../../http/errors.js';
import { fromTable } from '../../http/route-table.js';
import { setSuspension } from './suspension-store.js';

/** An admin suspends an account (never their own) with the message it will be shown. */
export const suspendUserRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /admin/users/:id/suspend'),
    handler: async (request) => {
      if (request.params.id === currentUser(request).id)
        throw unprocessable({ id: 'You cannot suspend your own account.' });
      const message = request.body.message.trim();
      if (!message)
        throw unprocessable({ message: 'Please write the message the person will see.' });
      return setSuspension(app.db, request.params.id, { at: new Date(), message });
    },
  });
};
