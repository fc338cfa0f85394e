import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { fromTable } from '../../../http/route-table.js';
import { sql } from 'kysely';
import { currentAuth } from '../../../http/authenticate.js';
import { idleCutoff } from '../../../security/auth-tokens.js';

export const listSignInsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /profile/sign-ins/'),
    handler: async (request) => {
      const { user, tokenId } = currentAuth(request);
      const rows = await app.db
        .selectFrom('auth_tokens')
        .select(['id', 'device', 'method', 'ip', 'created_at', 'last_seen_at'])
        .where('user_id', '=', user.id)
        .where('revoked_at', 'is', null)
        .where('expires_at', '>', new Date())
        // A session unused past the idle period has ended, though its record stays until it expires.
        .where(
          sql<Date>`coalesce(last_seen_at, created_at)`,
          '>',
          idleCutoff(app.config.session.idleDays),
        )
        .orderBy(sql`coalesce(last_seen_at, created_at)`, 'desc')
        .orderBy('id')
        .execute();
      return {
        data: rows.map((row) => ({
          id: row.id,
          device: row.device,
          method: row.method,
          ip: row.ip,
          signedInAt: row.created_at.toISOString(),
          lastSeenAt: row.last_seen_at?.toISOString() ?? null,
          current: row.id === tokenId,
        })),
      };
    },
  });
};
