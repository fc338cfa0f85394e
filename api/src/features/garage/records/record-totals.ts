import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import { DataOf, Totals, withErrors } from '@vg/contract';
import type { RecordKind } from './record-kind.js';

/** GET /{kind}/totals: how many records match the list's filters, and their cost per currency. */
export const recordTotalsRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `/${kind.path}/totals`,
      {
        onRequest: authenticate,
        schema: {
          tags: [kind.tag],
          summary: kind.summaries.totals,
          security: [{ bearer: [] }],
          querystring: kind.schemas.filters,
          response: withErrors({ 200: DataOf(Totals) }),
        },
      },
      async (request) => ({
        data: await kind.totals(app.db, currentUser(request).id, request.query),
      }),
    );
  };
