import type { Db } from '../../src/db/database.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const SENTENCE =
  'Stripped, cleaned and inspected; the bores measured within limits, new rings fitted and the head skimmed. ';

/** A note of `length` characters of wrapping prose, the longest a record may carry at 20,000. */
export const longNote = (length: number) =>
  SENTENCE.repeat(Math.ceil(length / SENTENCE.length)).slice(0, length);

/**
 * A car with a long history, written straight to the database (the API would take one record per
 * request): `records` maintenance records, oldest first, each with a note of `noteLength` characters.
 */
export async function insertLongHistory(
  db: Db,
  owner: { userId: string; vehicleId: string },
  records: number,
  noteLength: number,
): Promise<void> {
  const notes = longNote(noteLength);
  const rows = Array.from({ length: records }, (_, index) => ({
    user_id: owner.userId,
    vehicle_id: owner.vehicleId,
    performed_on: new Date(Date.UTC(1990, 0, 1) + index * 7 * DAY_MS).toISOString().slice(0, 10),
    odometer: 20_000 + index * 180,
    category: 'restoration' as const,
    title: `Engine rebuild, stage ${index + 1}`,
    notes,
    performed_by: 'shop' as const,
    shop_name: 'Marque Motors of Coventry',
  }));
  // In batches: one statement of a thousand 20,000-character notes would be a 20 MB message.
  for (let start = 0; start < rows.length; start += 100)
    await db
      .insertInto('maintenance_records')
      .values(rows.slice(start, start + 100))
      .execute();
}
