import { createHash, randomBytes } from 'node:crypto';
import type { AccountExport } from '@vg/contract';
import type { Db } from '../../../db/database.js';

/** An archive and its emailed link work for 7 days (docs/product.md#your-data). */
export const EXPORT_LIFETIME_MS = 7 * 24 * 3_600_000;

export const hashExportToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const newExportToken = () => randomBytes(32).toString('base64url');

const COLUMNS = [
  'id',
  'status',
  'progress',
  'created_at',
  'finished_at',
  'expires_at',
  'size_bytes',
] as const;

type ExportRow = {
  id: string;
  status: AccountExport['status'];
  progress: number;
  created_at: Date;
  finished_at: Date | null;
  expires_at: Date | null;
  size_bytes: number | null;
};

export const toAccountExport = (row: ExportRow): AccountExport => ({
  id: row.id,
  status: row.status,
  progress: row.progress,
  createdAt: row.created_at.toISOString(),
  finishedAt: row.finished_at?.toISOString() ?? null,
  expiresAt: row.expires_at?.toISOString() ?? null,
  sizeBytes: row.size_bytes,
});

/** The member's latest export, or null. */
export async function latestExport(db: Db, userId: string): Promise<ExportRow | null> {
  return (
    (await db
      .selectFrom('account_exports')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst()) ?? null
  );
}

export async function createExport(db: Db, userId: string): Promise<ExportRow> {
  return db
    .insertInto('account_exports')
    .values({ user_id: userId })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  await db
    .updateTable('account_exports')
    .set({ status: 'working', progress })
    .where('id', '=', id)
    .execute();
}

/** Stores the archive, and the hash of the link's token; older archives of the member are dropped. */
export async function finishExport(
  db: Db,
  input: { id: string; userId: string; archive: Buffer; tokenHash: string },
): Promise<Date> {
  const expires = new Date(Date.now() + EXPORT_LIFETIME_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('account_exports')
      .set({ archive: null, token_hash: null })
      .where('user_id', '=', input.userId)
      .where('id', '!=', input.id)
      .execute();
    await trx
      .updateTable('account_exports')
      .set({
        status: 'ready',
        progress: 100,
        archive: input.archive,
        size_bytes: input.archive.length,
        token_hash: input.tokenHash,
        finished_at: new Date(),
        expires_at: expires,
      })
      .where('id', '=', input.id)
      .execute();
  });
  return expires;
}

/** A ready, unexpired archive: the member's latest, or the one an emailed token names. */
export async function readyArchive(
  db: Db,
  by: { userId: string } | { tokenHash: string },
): Promise<{ archive: Uint8Array; createdAt: Date } | null> {
  const row = await db
    .selectFrom('account_exports')
    .select(['archive', 'created_at'])
    .where('status', '=', 'ready')
    .where('archive', 'is not', null)
    .where('expires_at', '>', new Date())
    .$if('userId' in by, (query) => query.where('user_id', '=', (by as { userId: string }).userId))
    .$if('tokenHash' in by, (query) =>
      query.where('token_hash', '=', (by as { tokenHash: string }).tokenHash),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.archive ? { archive: row.archive, createdAt: row.created_at } : null;
}
