import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PageOf, PageQuery, withErrors } from '@vg/contract';
import { Type } from '@sinclair/typebox';
import { authenticate, currentUser } from '../../../http/authenticate.js';
import type { RecordKind } from './record-kind.js';

/** GET /{kind}: the caller's records across every vehicle, filtered, newest first. */
export const listRecordsRoute =
  (kind: RecordKind): FastifyPluginAsyncTypebox =>
  async (app) => {
    app.get(
      `/${kind.path}`,
      {
        onRequest: authenticate,
        schema: {
          tags: [kind.tag],
          summary: kind.summaries.list,
          security: [{ bearer: [] }],
          querystring: Type.Composite([kind.schemas.filters, PageQuery]),
          response: withErrors({ 200: PageOf(kind.schemas.item) }),
        },
      },
      async (request) => {
        // The kind's filters are generic here; the schema above has already checked them.
        const { cursor, limit = 25, ...filters } = request.query as PageQuery;
        return kind.page(app.db, currentUser(request).id, filters, cursor, limit);
      },
    );
  };
