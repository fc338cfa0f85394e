import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../http/route-table.js';
import { currentUser } from '../../http/authenticate.js';
import { unprocessable } from '../../http/errors.js';
import { toCurrentUser } from '../users/current-user.js';
import { USERNAME_TAKEN, uniqueViolationAs, isUsernameTaken } from '../users/user-queries.js';

/** Blank optional text is stored as "not set", so the UI can show its placeholder again. */
const blankToNull = (value: string | null | undefined) =>
  value === undefined ? undefined : value?.trim() || null;

export const updateProfileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'PATCH /profile/'),
    handler: async (request) => {
      const me = currentUser(request);
      const { username, displayName, bio, location, theme, language } = request.body;
      if (username !== undefined && (await isUsernameTaken(app.db, username, me.id))) {
        throw unprocessable({ username: USERNAME_TAKEN });
      }
      const user = await app.db
        .updateTable('users')
        .set({
          username,
          display_name: blankToNull(displayName),
          bio: blankToNull(bio),
          location: blankToNull(location),
          theme,
          language,
          updated_at: new Date(),
        })
        .where('id', '=', me.id)
        .returningAll()
        .executeTakeFirstOrThrow()
        .catch(uniqueViolationAs({ username: USERNAME_TAKEN }));
      return { data: toCurrentUser(user) };
    },
  });
};
