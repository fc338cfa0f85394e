import { sql, type RawBuilder } from 'kysely';
import { badRequest } from '../../../http/errors.js';
import { registryKey } from '@vg/contract/rules';

// The registry's filters (docs/product.md#registry, docs/adr/0010-registry-search.md): public cars
// of active keepers, narrowed by make and model through their normalised keys, by year, and by the
// search box: Postgres full-text search ('simple' configuration, prefix terms) over make, model,
// variant, coachbuilder and colours, or the keeper's username and display name.

export interface RegistryFilter {
  make?: string;
  model?: string;
  year?: number;
  q?: string;
}

/** At most this many words of the search box count; more narrow nothing a person would miss. */
const MAX_TERMS = 6;

/** "Giulia spr" → 'giulia:* & spr:*'; only letters and digits reach to_tsquery, so no syntax error is possible. */
export function prefixQuery(q: string | undefined): string | null {
  const terms = (q ?? '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_TERMS);
  return terms.length ? terms.map((term) => `${term}:*`).join(' & ') : null;
}

/** The where-clause over `v` (vehicles) for these filters; the caller joins nothing else. */
export function registryWhere(filter: RegistryFilter): RawBuilder<unknown> {
  const conditions: RawBuilder<unknown>[] = [
    sql`v.visibility = 'public'`,
    sql`exists (select 1 from users k where k.id = v.user_id and k.suspended_at is null)`,
  ];
  const makeKey = filter.make ? registryKey(filter.make) : '';
  const modelKey = filter.model ? registryKey(filter.model) : '';
  if (makeKey) conditions.push(sql`v.make_key = ${makeKey}`);
  if (modelKey) conditions.push(sql`v.model_key = ${modelKey}`);
  if (filter.year !== undefined) conditions.push(sql`v.model_year = ${filter.year}`);
  const query = prefixQuery(filter.q);
  if (query)
    conditions.push(sql`(v.search_vector @@ to_tsquery('simple', ${query})
      or v.user_id = any(array(select k.id from users k
        where to_tsvector('simple', k.username || ' ' || coalesce(k.display_name, ''))
          @@ to_tsquery('simple', ${query}))))`);
  return sql.join(conditions, sql` and `);
}

/** Registry lists are short and sorted several ways, so their pages are offsets (opaque to clients). */
export function decodeOffset(cursor: string | undefined): number {
  if (!cursor) return 0;
  try {
    const { o } = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { o: unknown };
    if (typeof o === 'number' && Number.isInteger(o) && o >= 0 && o <= 1_000_000) return o;
  } catch {
    // answered below
  }
  throw badRequest('Invalid cursor.', { cursor: 'Invalid cursor.' });
}

export const encodeOffset = (offset: number) =>
  Buffer.from(JSON.stringify({ o: offset })).toString('base64url');

/**
 * The spelling most keepers gave a make (or a model of a make), standing for every spelling of it:
 * on a tie, one that is not all capitals ("Alfa Romeo" rather than "ALFA ROMEO"), then A to Z.
 */
export function spellingOf(
  of: 'make' | 'model',
  makeKey: RawBuilder<unknown>,
  modelKey?: RawBuilder<unknown>,
): RawBuilder<string> {
  const column = sql.ref(`x.${of}`);
  return sql<string>`(select ${column} from vehicles x
    where x.visibility = 'public' and x.make_key = ${makeKey}
      ${modelKey ? sql`and x.model_key = ${modelKey}` : sql``}
    group by ${column}
    order by count(*) desc, ${column} = upper(${column}), ${column}
    limit 1)`;
}
