import { createHash, randomBytes } from 'node:crypto';
import type { AccountExport } from '@vg/contract';
import { sql } from 'kysely';
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

const RUNNING = ['queued', 'working'] as const;

/** The member's export in the making, or null. */
export async function runningExport(db: Db, userId: string): Promise<ExportRow | null> {
  return (
    (await db
      .selectFrom('account_exports')
      .select(COLUMNS)
      .where('user_id', '=', userId)
      .where('status', 'in', RUNNING)
      .executeTakeFirst()) ?? null
  );
}

/**
 * A new export in the making, or null when the member has one already: the database holds one
 * per member (account_exports_one_running_idx), so two requests at once cannot both make one.
 */
export async function insertRunningExport(db: Db, userId: string): Promise<ExportRow | null> {
  return (
    (await db
      .insertInto('account_exports')
      .values({ user_id: userId })
      // The index's own predicate, as literals: with parameters PostgreSQL cannot match the index.
      .onConflict((conflict) =>
        conflict
          .column('user_id')
          .where(sql<boolean>`status in ('queued', 'working')`)
          .doNothing(),
      )
      .returning(COLUMNS)
      .executeTakeFirst()) ?? null
  );
}

/**
 * Takes export `id` up for its job: false when the member has moved on meanwhile (a newer export,
 * or this one finished), so that a retry of an old job leaves theirs alone.
 */
export async function claimExport(db: Db, id: string, userId: string): Promise<boolean> {
  const { numUpdatedRows } = await db
    .updateTable('account_exports')
    .set({ status: 'working', progress: 1 })
    .where('id', '=', id)
    .where('status', '!=', 'ready')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('account_exports as newer')
            .select('newer.id')
            .where('newer.user_id', '=', userId)
            .where('newer.id', '!=', id)
            .where('newer.status', 'in', RUNNING),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(numUpdatedRows) > 0;
}

export async function setProgress(db: Db, id: string, progress: number): Promise<void> {
  await db
    .updateTable('account_exports')
    .set({ progress })
    .where('id', '=', id)
    .where('status', '=', 'working')
    .execute();
}

/** Marks the stored archive ready, with the hash of its link's token; older archives are dropped. */
export async function finishExport(
  db: Db,
  input: { id: string; userId: string; sizeBytes: number; tokenHash: string },
): Promise<Date> {
  const expires = new Date(Date.now() + EXPORT_LIFETIME_MS);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('account_export_parts')
      .where('export_id', 'in', (older) =>
        older
          .selectFrom('account_exports')
          .select('id')
          .where('user_id', '=', input.userId)
          .where('id', '!=', input.id),
      )
      .execute();
    await trx
      .updateTable('account_exports')
      .set({ token_hash: null })
      .where('user_id', '=', input.userId)
      .where('id', '!=', input.id)
      .execute();
    await trx
      .updateTable('account_exports')
      .set({
        status: 'ready',
        progress: 100,
        size_bytes: input.sizeBytes,
        token_hash: input.tokenHash,
        finished_at: new Date(),
        expires_at: expires,
      })
      .where('id', '=', input.id)
      .execute();
  });
  return expires;
}

/**
 * Ends the member's emailed links: the password or the email address changed, so a link sent
 * before no longer speaks for the account (docs/product.md#your-data). The archive stays for the
 * signed-in profile's download.
 */
export async function endExportLinks(db: Db, userId: string): Promise<void> {
  await db
    .updateTable('account_exports')
    .set({ token_hash: null })
    .where('user_id', '=', userId)
    .where('token_hash', 'is not', null)
    .execute();
}

export interface ReadyArchive {
  id: string;
  createdAt: Date;
  sizeBytes: number;
}

/** A ready, unexpired archive: the member's latest, or the one an emailed token names. */
export async function readyArchive(
  db: Db,
  by: { userId: string } | { tokenHash: string },
): Promise<ReadyArchive | null> {
  const row = await db
    .selectFrom('account_exports')
    .select(['id', 'created_at', 'size_bytes'])
    .where('status', '=', 'ready')
    .where('size_bytes', 'is not', null)
    .where('expires_at', '>', new Date())
    .$if('userId' in by, (query) => query.where('user_id', '=', (by as { userId: string }).userId))
    .$if('tokenHash' in by, (query) =>
      query.where('token_hash', '=', (by as { tokenHash: string }).tokenHash),
    )
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && row.size_bytes !== null
    ? { id: row.id, createdAt: row.created_at, sizeBytes: row.size_bytes }
    : null;
}
