import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { authenticate, currentUser } from '../../http/authenticate.js';
import { unprocessable } from '../../http/errors.js';
import { toCurrentUser } from '../users/current-user.js';
import { USERNAME_TAKEN, uniqueViolationAs, isUsernameTaken } from '../users/user-queries.js';

// docs/product.md#consent, word for word.
export const CONSENT_REQUIRED =
  'Please accept both Terms of Service and Privacy Policy to continue.';

export const consentRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /auth/consent'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      const { username, acceptedTerms, acceptedPrivacy } = request.body;
      if (!acceptedTerms || !acceptedPrivacy) {
        throw unprocessable(
          {
            ...(acceptedTerms ? {} : { acceptedTerms: CONSENT_REQUIRED }),
            ...(acceptedPrivacy ? {} : { acceptedPrivacy: CONSENT_REQUIRED }),
          },
          CONSENT_REQUIRED,
        );
      }
      if (await isUsernameTaken(app.db, username, me.id))
        throw unprocessable({ username: USERNAME_TAKEN });

      const now = new Date();
      const user = await app.db
        .updateTable('users')
        .set((eb) => ({
          username,
          consented_at: eb.fn.coalesce('consented_at', eb.val(now)),
          updated_at: now,
        }))
        .where('id', '=', me.id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(uniqueViolationAs({ username: USERNAME_TAKEN }));
      return { data: toCurrentUser(user) };
    },
  });
};
