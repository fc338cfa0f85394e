import type { Db } from '../../../db/database.js';
import type { AccountExportJob } from '../../../jobs/queues.js';
import type { Mailer } from '../../../mail/mailer.js';
import { accountExportEmail } from '../../../mail/templates.js';
import { accountArchiveEntries } from './build-archive.js';
import { finishExport, hashExportToken, newExportToken, setProgress } from './export-store.js';
import { zipArchive } from './zip.js';

export interface ExportDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  jwtSecret: string;
}

/** The emailed link: the API's download, which needs no sign-in (the token is the key). */
export const exportDownloadUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin}/api/v1/exports/download?token=${encodeURIComponent(token)}`;

/**
 * Builds one member's archive in the background, with its progress on the way (1 to 99 as the cars
 * are read, 100 when stored), then emails the download link. A retry starts over; a failure is
 * marked so the profile can offer to try again.
 */
export async function buildAccountExport(deps: ExportDeps, job: AccountExportJob): Promise<void> {
  const { db } = deps;
  try {
    await setProgress(db, job.exportId, 1);
    const entries = await accountArchiveEntries(db, job.userId, deps.jwtSecret, (done, total) =>
      setProgress(db, job.exportId, Math.max(1, Math.min(99, Math.floor((done / total) * 95)))),
    );
    const token = newExportToken();
    await finishExport(db, {
      id: job.exportId,
      userId: job.userId,
      archive: zipArchive(entries),
      tokenHash: hashExportToken(token),
    });
    const user = await db
      .selectFrom('users')
      .select(['email', 'username'])
      .where('id', '=', job.userId)
      .executeTakeFirstOrThrow();
    await deps.mailer.send(
      accountExportEmail(user.email, user.username, exportDownloadUrl(deps.publicOrigin, token)),
    );
  } catch (error) {
    await db
      .updateTable('account_exports')
      .set({ status: 'failed' })
      .where('id', '=', job.exportId)
      .where('status', '!=', 'ready')
      .execute();
    throw error;
  }
}
