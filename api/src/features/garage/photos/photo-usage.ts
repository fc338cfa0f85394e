import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, PhotoUsage, withErrors } from '@vg/contract';
import { photoBytesUsed } from './photo-quota.js';

/** GET /photos/usage: the room the caller's own photos take, shown beside their photos. */
export const photoUsageRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/photos/usage',
    {
      onRequest: authenticate,
      schema: {
        tags: ['photos'],
        summary:
          "What the caller's stored photos take, and the room each member has (PHOTO_QUOTA_MB)",
        security: [{ bearer: [] }],
        response: withErrors({ 200: DataOf(PhotoUsage) }),
      },
    },
    async (request) => {
      const me = currentUser(request);
      return {
        data: {
          usedBytes: await photoBytesUsed(app.db, me.id),
          quotaBytes: app.config.photoQuotaBytes,
        },
      };
    },
  );
};
