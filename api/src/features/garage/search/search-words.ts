import { sql, type RawBuilder } from 'kysely';

/** At most this many words become prefixes: a query is 200 characters, its tsquery stays small. */
const MAX_PREFIX_WORDS = 12;

/**
 * The words a plain query searches for as word starts ('webe' finds "Weber"): letters and digits
 * only, so nothing of tsquery's syntax comes from the member. A query that uses websearch's own
 * syntax (quotes, -word, or) means exactly that, and gets no prefixes.
 */
export function prefixTerms(q: string): string | null {
  if (/["]|(^|\s)-|\sor\s/iu.test(q)) return null;
  const words = (q.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, MAX_PREFIX_WORDS);
  return words.length > 0 ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * The search as a tsquery: websearch_to_tsquery ("rewire 1998" needs both words, "-paint" excludes),
 * or the same words as prefixes. 'simple' as in the indexes (migration 20261202-0100-documents):
 * no stemming, any language.
 */
export function searchQuery(q: string): RawBuilder<unknown> {
  const prefixes = prefixTerms(q);
  const words = sql`websearch_to_tsquery('simple', ${q})`;
  return prefixes ? sql`(${words} || to_tsquery('simple', ${prefixes}))` : words;
}
