import { Writable } from 'node:stream';
import type { Db } from '../../../db/database.js';

// An archive is stored as parts in order (docs/product.md#your-data): the job writes each part as
// the archive grows and the download reads them one at a time, so neither holds the whole archive.

/** A part's size: few rows for an archive, little memory for each. */
export const PART_BYTES = 1024 * 1024;

/** A sink for the archive of export `exportId`: parts of PART_BYTES, the last one shorter. */
export function partsWriter(db: Db, exportId: string): Writable & { bytesStored: () => number } {
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let seq = 0;
  let stored = 0;
  const store = async (data: Buffer) => {
    await db
      .insertInto('account_export_parts')
      .values({ export_id: exportId, seq, data })
      .execute();
    seq += 1;
    stored += data.length;
  };
  const flushFull = async () => {
    while (pendingBytes >= PART_BYTES) {
      const all = Buffer.concat(pending, pendingBytes);
      await store(all.subarray(0, PART_BYTES));
      pending = [all.subarray(PART_BYTES)];
      pendingBytes -= PART_BYTES;
    }
  };
  const writer = new Writable({
    // The callback waits for the database, which holds the archive's writing back meanwhile.
    write(chunk: Buffer, _encoding, done) {
      pending.push(chunk);
      pendingBytes += chunk.length;
      flushFull().then(() => done(), done);
    },
    final(done) {
      const rest = Buffer.concat(pending, pendingBytes);
      pending = [];
      pendingBytes = 0;
      (rest.length > 0 ? store(rest) : Promise.resolve()).then(() => done(), done);
    },
  });
  return Object.assign(writer, { bytesStored: () => stored });
}

/** Export `exportId`'s archive, part by part, each read only when the one before has been taken. */
export async function* readParts(db: Db, exportId: string): AsyncGenerator<Buffer> {
  for (let seq = 0; ; seq += 1) {
    const part = await db
      .selectFrom('account_export_parts')
      .select('data')
      .where('export_id', '=', exportId)
      .where('seq', '=', seq)
      .executeTakeFirst();
    if (!part) return;
    yield Buffer.from(part.data);
  }
}

/** Drops what an earlier attempt at the export stored, so that a retry starts over. */
export async function dropParts(db: Db, exportId: string): Promise<void> {
  await db.deleteFrom('account_export_parts').where('export_id', '=', exportId).execute();
}
