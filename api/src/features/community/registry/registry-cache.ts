import { sql } from 'kysely';
import { revisionCache } from '../revision-cache.js';

// The registry's answers (counts, result lists and the cards on them) cost a scan of every public
// car for a broad search, and they change only when something the registry shows does: a public
// car, an approved photo, a keeper's name or suspension, each of which moves the registry's
// revision (migrations/20261126-0100-registry-revision.ts). Garage writes that change none of
// these (records, readings, private cars) leave the answers in place.

export const cachedForRegistry = revisionCache(async (db) => {
  const { rows } = await sql<{ revision: string }>`
    select revision from registry_revision`.execute(db);
  return rows[0]?.revision ?? '';
});
