import type { Db } from '../../db/database.js';
import { keptAnswers } from '../../http/kept-answers.js';
import { photoUrlWindow } from '../garage/photos/photo-urls.js';

// The community's answers are kept until its revision moves (http/kept-answers.ts; the registry's
// and the Following feed's migrations say which changes move it). The window of the signed photo
// addresses is part of the state, so no kept answer outlives its addresses (photo-urls.ts).

const MAX_ENTRIES = 500;
const MAX_BYTES = 16 * 1024 * 1024;

/** A cache whose answers hold while `readRevision` (one short query) answers the same. */
export function revisionCache(readRevision: (db: Db) => Promise<string>) {
  const kept = keptAnswers({ maxEntries: MAX_ENTRIES, maxBytes: MAX_BYTES });
  /** `compute()`'s answer for `key`, reused while the revision is unchanged. */
  return async function cached<T>(db: Db, key: string, compute: () => Promise<T>): Promise<T> {
    return kept(db, key, `${await readRevision(db)}|${photoUrlWindow()}`, compute);
  };
}
