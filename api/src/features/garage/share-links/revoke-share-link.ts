import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import { SHARE_LINK_NOT_FOUND, toShareLink } from './share-link-store.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers) revokes a link; revoking it
 * again keeps the first revocation time.
 */
export const revokeShareLinkRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /share-links/:id/revoke'),
    onRequest: authenticate,
    handler: async (request) => {
      const link = await requireRowAccess(
        app.db,
        'share_links',
        currentUser(request).id,
        request.params.id,
        'co-keep',
        SHARE_LINK_NOT_FOUND,
      );
      const row = await app.db
        .updateTable('share_links')
        .set((eb) => ({ revoked_at: eb.fn.coalesce('revoked_at', eb.val(new Date())) }))
        .where('id', '=', link.rowId)
        .where('user_id', '=', link.keeperId)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound(SHARE_LINK_NOT_FOUND);
      return { data: toShareLink(row) };
    },
  });
};
