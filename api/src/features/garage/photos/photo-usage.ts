import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { storageBytesUsed } from '../common/storage-quota.js';
import { fromTable } from '../../../http/route-table.js';

/** GET /photos/usage: the room the caller's own photos take, shown beside their photos. */
export const photoUsageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /photos/usage'),
    onRequest: authenticate,
    handler: async (request) => {
      const me = currentUser(request);
      return {
        data: {
          usedBytes: await storageBytesUsed(app.db, me.id),
          quotaBytes: app.config.photoQuotaBytes,
        },
      };
    },
  });
};
