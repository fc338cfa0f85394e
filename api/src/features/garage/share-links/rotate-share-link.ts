import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { requirePublisher } from '../../../security/verified-publisher.js';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { notFound } from '../../../http/errors.js';
import { requireRowAccess } from '../common/vehicle-access.js';
import {
  SHARE_LINK_NOT_FOUND,
  createShareLink,
  requireShareable,
  toShareLink,
} from './share-link-store.js';
import { fromTable } from '../../../http/route-table.js';

/**
 * The keeper or a co-keeper (docs/product.md#workshops-and-co-keepers) replaces a live link's
 * token, in one transaction: the old link stops as the new one starts.
 */
export const rotateShareLinkRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'POST /share-links/:id/rotate'),
    onRequest: authenticate,
    handler: async (request, reply) => {
      const me = currentUser(request);
      const { keeperId } = await requireRowAccess(
        app.db,
        'share_links',
        me.id,
        request.params.id,
        'co-keep',
        SHARE_LINK_NOT_FOUND,
      );
      const link = await app.db.transaction().execute(async (trx) => {
        const old = await trx
          .updateTable('share_links')
          .set({ revoked_at: new Date() })
          .where('id', '=', request.params.id)
          .where('user_id', '=', keeperId)
          .where('revoked_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        if (!old) throw notFound(SHARE_LINK_NOT_FOUND);
        requirePublisher(me);
        await requireShareable(trx, old.vehicle_id);
        return createShareLink(trx, {
          userId: keeperId,
          vehicleId: old.vehicle_id,
          label: old.label,
          scope: toShareLink(old).scope,
        });
      });
      return reply.code(201).send({ data: link });
    },
  });
};
