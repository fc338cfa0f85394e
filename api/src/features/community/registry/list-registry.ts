import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import type { RegistryPage, RegistryQuery, RegistryVehicle } from '@vg/contract';
import { fromTable } from '../../../http/route-table.js';
import type { Db } from '../../../db/database.js';
import { loadFeedVehicles } from '../feed/feed-entities.js';
import { registryKey } from '@vg/contract/rules';
import { cachedForRegistry } from './registry-cache.js';
import { decodeOffset, encodeOffset, registryWhere, spellingOf } from './registry-query.js';

const ORDER = {
  recent: sql`v.created_at desc, v.id desc`,
  year: sql`v.model_year asc nulls last, v.make_key, v.model_key, v.id`,
  name: sql`v.make_key, v.model_key, v.model_year asc nulls last, v.id`,
};

interface SummaryRow {
  count: string;
  year_from: number | null;
  year_to: number | null;
  make: string | null;
  model: string | null;
}

/** One page of the registry with its summary, as answered (kept whole by cachedForRegistry). */
async function registryPage(
  db: Db,
  photoSecret: string,
  { sort = 'recent', cursor, limit = 24, ...filter }: RegistryQuery,
): Promise<RegistryPage> {
  const offset = decodeOffset(cursor);
  const where = registryWhere(filter);
  const makeKey = filter.make ? registryKey(filter.make) : '';
  const modelKey = filter.model ? registryKey(filter.model) : '';
  const [page, summary] = await Promise.all([
    sql<{ id: string }>`select v.id from vehicles v where ${where}
      order by ${ORDER[sort]} limit ${limit + 1} offset ${offset}`.execute(db),
    sql<SummaryRow>`select count(*) as count, min(v.model_year) as year_from,
        max(v.model_year) as year_to,
        ${makeKey ? spellingOf('make', sql`${makeKey}`) : sql`null::text`} as make,
        ${makeKey && modelKey ? spellingOf('model', sql`${makeKey}`, sql`${modelKey}`) : sql`null::text`} as model
      from vehicles v where ${where}`.execute(db),
  ]);
  const ids = page.rows.map((row) => row.id);
  const totals = summary.rows[0];
  const pageIds = ids.slice(0, limit);
  const [cards, details] = await Promise.all([
    loadFeedVehicles(db, pageIds, photoSecret),
    pageIds.length
      ? db
          .selectFrom('vehicles')
          .innerJoin('users', 'users.id', 'vehicles.user_id')
          .select([
            'vehicles.id',
            'vehicles.variant',
            'vehicles.coachbuilder',
            'vehicles.current_colour',
            'vehicles.factory_colour',
            'users.display_name',
          ])
          .where('vehicles.id', 'in', pageIds)
          .execute()
      : [],
  ]);
  const detailOf = new Map(details.map((row) => [row.id, row]));
  const data = pageIds.flatMap((id): RegistryVehicle[] => {
    const card = cards.get(id);
    const detail = detailOf.get(id);
    if (!card || !detail) return [];
    return [
      {
        ...card,
        variant: detail.variant,
        coachbuilder: detail.coachbuilder,
        colour: detail.current_colour ?? detail.factory_colour,
        ownerDisplayName: detail.display_name,
      },
    ];
  });
  return {
    data,
    page: { nextCursor: ids.length > limit ? encodeOffset(offset + limit) : null },
    summary: {
      count: Number(totals?.count ?? 0),
      yearFrom: totals?.year_from ?? null,
      yearTo: totals?.year_to ?? null,
      make: totals?.make ?? null,
      model: totals?.model ?? null,
    },
  };
}

/**
 * GET /registry (anyone): the public cars matching the filters, a page at a time, and what all of
 * them add up to ("47 Giulia Sprint GT on the registry, 1963–1966"). The whole answer, cards
 * included, is reused until the registry's revision moves (registry-cache.ts): a repeated search
 * costs one single-row read.
 */
export const listRegistryRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /registry'),
    handler: async (request) => {
      const { sort = 'recent', cursor, limit = 24, ...filter } = request.query;
      // Normalised, so the same search spelled with or without defaults is one entry.
      const key = `registry:${JSON.stringify([sort, decodeOffset(cursor), limit, filter])}`;
      return cachedForRegistry(app.db, key, () =>
        registryPage(app.db, app.config.jwtSecret, request.query),
      );
    },
  });
};
