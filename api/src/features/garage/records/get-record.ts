import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { DataOf, IdParams, withErrors } from '@vg/contract';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import type { RecordKind } from './record-kind.js';

/** GET /{kind}/:id: one of the caller's records; 404 whoever else owns it. */
export const getRecordRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `/${kind.path}/:id`,
      {
        onRequest: authenticate,
        schema: {
          tags: [kind.tag],
          summary: kind.summaries.get,
          security: [{ bearer: [] }],
          params: IdParams,
          response: withErrors({ 200: DataOf(kind.schemas.item) }),
        },
      },
      async (request) => ({
        data: await kind.find(app.db, currentUser(request).id, request.params.id),
      }),
    );
  };
