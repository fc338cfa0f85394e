import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { authenticateOptional } from '../../http/authenticate.js';
import { notFound } from '../../http/errors.js';
import { fromTable } from '../../http/route-table.js';
import { jsonAnswer, sendPublic } from '../../http/public-cache.js';
import { avatarUrl } from '../users/current-user.js';
import { keeperCommunity } from './social-store.js';

const NOT_FOUND = 'User not found';

/**
 * GET /users/:username (public). Only what a member shows the world: never the email or role.
 * Suspended accounts, accounts that have not yet accepted the terms and accounts whose address is
 * not verified yet (nothing they write is public, docs/security.md) are "not found".
 */
export const publicProfileRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /users/:username'),
    onRequest: authenticateOptional,
    handler: async (request, reply) => {
      const username = request.params.username.toLowerCase();
      const answer = async (viewerId: string | null) => {
        const user = await app.db
          .selectFrom('users')
          .select(['id', 'username', 'display_name', 'bio', 'location', 'avatar_id', 'created_at'])
          .where(sql<string>`lower(username)`, '=', username)
          .where('suspended_at', 'is', null)
          .where('consented_at', 'is not', null)
          .where('email_verified_at', 'is not', null)
          .executeTakeFirst();
        if (!user) return null;
        return {
          data: {
            username: user.username,
            displayName: user.display_name,
            bio: user.bio,
            location: user.location,
            avatarUrl: avatarUrl(user.avatar_id),
            memberSince: user.created_at.toISOString(),
            community: await keeperCommunity(app.db, user.id, viewerId),
          },
        };
      };
      // A visitor's answer is everyone's: kept and shared-cacheable (docs/adr/0009). A member's
      // says whether they follow this keeper, so it is theirs alone (private, no-store).
      if (!request.auth)
        return sendPublic(app, request, reply, `json:user:${username}`, async () => {
          const profile = await answer(null);
          return profile ? jsonAnswer(profile) : jsonAnswer({ error: { message: NOT_FOUND } }, 404);
        });
      const profile = await answer(request.auth.user.id);
      if (!profile) throw notFound(NOT_FOUND);
      return profile;
    },
  });
};
