import { sql } from 'kysely';
import { revisionCache } from '../revision-cache.js';

// Feed pages are kept until the feed's revision moves: a record, photo or showcase pick of a public
// car, a public car itself, a keeper's name or suspension, or a follow changed
// (migrations/20261126-0300-feed-revision.ts); a member who joins, leaves, or changes their name or
// picture (migrations/20261128-0100-feed-revision-members.ts). The revision is spread over rows,
// one per group of database connections, so that writers on different connections never wait for
// each other; it is their sum.

export const cachedForFeed = revisionCache(async (db) => {
  const { rows } = await sql<{ revision: string }>`
    select sum(revision)::text as revision from feed_revision`.execute(db);
  return rows[0]?.revision ?? '';
});
