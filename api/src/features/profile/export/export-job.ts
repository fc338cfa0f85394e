import type { Db } from '../../../db/database.js';
import type { AccountExportJob } from '../../../jobs/queues.js';
import type { Mailer } from '../../../mail/mailer.js';
import { accountExportEmail } from '../../../mail/templates.js';
import { accountArchiveEntries } from './build-archive.js';
import { dropParts, partsWriter } from './export-parts.js';
import {
  claimExport,
  finishExport,
  hashExportToken,
  newExportToken,
  setProgress,
} from './export-store.js';
import { writeZip } from './write-zip.js';

export interface ExportDeps {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  jwtSecret: string;
}

/**
 * The emailed link: the API's page for it, which needs no sign-in (the token is the key) and
 * offers a button; following the link downloads nothing (docs/product.md#your-data).
 */
export const exportDownloadUrl = (publicOrigin: string, token: string) =>
  `${publicOrigin}/api/v1/exports/download?token=${encodeURIComponent(token)}`;

/**
 * Builds one member's archive in the background, with its progress on the way (1 to 99 as the cars
 * are read, 100 when stored), written to the database part by part as it grows, then emails the
 * link. A retry starts over; a failure is marked so the profile can offer to try again.
 */
export async function buildAccountExport(deps: ExportDeps, job: AccountExportJob): Promise<void> {
  const { db } = deps;
  try {
    if (!(await claimExport(db, job.exportId, job.userId))) return;
    await dropParts(db, job.exportId);
    const entries = accountArchiveEntries(db, job.userId, deps.jwtSecret, (done, total) =>
      setProgress(db, job.exportId, Math.max(1, Math.min(99, Math.floor((done / total) * 95)))),
    );
    const sink = partsWriter(db, job.exportId);
    await writeZip(entries, sink);
    const token = newExportToken();
    await finishExport(db, {
      id: job.exportId,
      userId: job.userId,
      sizeBytes: sink.bytesStored(),
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
    await dropParts(db, job.exportId);
    throw error;
  }
}
