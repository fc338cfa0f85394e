import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { RegistryGroup } from '@vg/contract';
import { fromTable } from '../../../http/route-table.js';
import { registryKey } from '@vg/contract/rules';
import { cachedForRegistry } from './registry-cache.js';
import { decodeOffset, encodeOffset, registryWhere, spellingOf } from './registry-query.js';

interface GroupRow {
  make: string;
  make_key: string;
  model: string | null;
  model_key: string | null;
  year: number | null;
  count: string;
  year_from: number | null;
  year_to: number | null;
}

/**
 * GET /registry/groups (anyone): the registry's tree, one level at a time. Without make, one group
 * per make; with make, per model; with make and model, per year. Each names the spelling most
 * keepers use, counts the cars and gives the years they span.
 */
export const registryGroupsRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /registry/groups'),
    handler: async (request) => {
      const { make, model, q, sort = 'count', cursor, limit = 50 } = request.query;
      const level =
        make && registryKey(make) ? (model && registryKey(model) ? 'year' : 'model') : 'make';
      const offset = decodeOffset(cursor);
      const where = registryWhere({ make, model: level === 'year' ? model : undefined, q });
      const groupBy =
        level === 'make'
          ? sql`v.make_key`
          : level === 'model'
            ? sql`v.make_key, v.model_key`
            : sql`v.make_key, v.model_key, v.model_year`;
      const name =
        level === 'make' ? sql`lower(make)` : level === 'model' ? sql`lower(model)` : sql`year`;
      const order =
        sort === 'count' ? sql`count desc, ${name} asc nulls last` : sql`${name} asc nulls last`;
      const rows = await cachedForRegistry(
        app.db,
        `groups:${JSON.stringify([level, sort, offset, limit, make, model, q])}`,
        async () =>
          (
            await sql<GroupRow>`
        select * from (
          select v.make_key,
            ${spellingOf('make', sql`v.make_key`)} as make,
            ${level === 'make' ? sql`null::text` : sql`v.model_key`} as model_key,
            ${level === 'make' ? sql`null::text` : spellingOf('model', sql`v.make_key`, sql`v.model_key`)} as model,
            ${level === 'year' ? sql`v.model_year` : sql`null::int`} as year,
            count(*) as count, min(v.model_year) as year_from, max(v.model_year) as year_to
          from vehicles v where ${where}
          group by ${groupBy}
        ) as groups
        order by ${order}, make_key, model_key
        limit ${limit + 1} offset ${offset}`.execute(app.db)
          ).rows,
      );
      return {
        data: rows.slice(0, limit).map((row): RegistryGroup => ({
          level,
          make: row.make,
          makeKey: row.make_key,
          model: row.model,
          modelKey: row.model_key,
          year: row.year,
          count: Number(row.count),
          yearFrom: row.year_from,
          yearTo: row.year_to,
        })),
        page: { nextCursor: rows.length > limit ? encodeOffset(offset + limit) : null },
      };
    },
  });
};
