import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { HttpError, unprocessable } from '../../http/errors.js';
import { alreadyConfirmedBy, consumeEmailToken } from '../../security/email-tokens.js';
import { toCurrentUser } from '../users/current-user.js';
import {
  EMAIL_TAKEN,
  findUserById,
  isEmailTaken,
  uniqueViolationAs,
} from '../users/user-queries.js';
import { applyAdminRole } from '../users/admin-role.js';
import { endExportLinks } from '../profile/export/export-store.js';
import { sendEmailChangedNotice } from './account-emails.js';

export const INVALID_LINK = 'This link is invalid or has expired.';
export const ALREADY_CONFIRMED = 'This address is already confirmed.';
const PURPOSES = ['verify_email', 'change_email'] as const;

export const emailConfirmRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /auth/email/confirm'),
    handler: async (request) => {
      const token = await consumeEmailToken(app.db, request.body.token, [...PURPOSES]);
      if (!token) {
        // Opening the link a second time is not a failure: the address is confirmed
        // (docs/product.md#accounts). A 409, so nobody mistakes it for a confirmation made now.
        if (await alreadyConfirmedBy(app.db, request.body.token, [...PURPOSES]))
          throw new HttpError(409, ALREADY_CONFIRMED, { token: ALREADY_CONFIRMED });
        throw unprocessable({ token: INVALID_LINK });
      }
      if (
        token.purpose === 'change_email' &&
        (await isEmailTaken(app.db, token.email, token.user_id))
      ) {
        throw unprocessable({ token: EMAIL_TAKEN });
      }
      const before = await findUserById(app.db, token.user_id);
      const now = new Date();
      let update = app.db
        .updateTable('users')
        .set({ email: token.email, email_verified_at: now, updated_at: now })
        .where('id', '=', token.user_id);
      // A registration link only verifies the address it was sent to, not one changed since.
      if (token.purpose === 'verify_email') update = update.where('email', '=', token.email);
      const confirmed = await update
        .returningAll()
        .executeTakeFirst()
        .catch(uniqueViolationAs({ token: EMAIL_TAKEN }));
      if (!confirmed) throw unprocessable({ token: INVALID_LINK });
      const user = await applyAdminRole(app.db, app.config.adminEmails, confirmed);
      if (before && before.email !== user.email) {
        // A download link emailed to the address the account leaves no longer opens its archive.
        await endExportLinks(app.db, user.id);
        // The address the account leaves hears of it: if the change was not its owner's, they know.
        sendEmailChangedNotice(app, user, before.email, user.email);
      }
      return { data: { user: toCurrentUser(user) } };
    },
  });
};
