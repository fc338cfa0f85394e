import type { Db } from '../../../db/database.js';
import { HttpError } from '../../../http/errors.js';
import { enqueue } from '../../../jobs/job-runner.js';
import { QUEUES } from '../../../jobs/queues.js';
import type { KeyedRateLimiter } from '../../../security/rate-limiter.js';
import { insertRunningExport, latestExport, runningExport } from './export-store.js';

/** "Retry-After" in words, for the member: '24 hours', '1 hour', '5 minutes'. */
function waitWording(seconds: number): string {
  const hours = Math.round(seconds / 3600);
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

export const exportsPerDayMessage = (retryAfterSeconds: number) =>
  `You have asked for as many exports as one day allows. Please try again in ${waitWording(retryAfterSeconds)}.`;

/**
 * One export in the making at a time, a few a day (docs/product.md#your-data). Asking while one
 * is being made shows that one and counts for nothing. A new one is made, counted and its job
 * enqueued in one transaction: refused by the limit, nothing of it remains; refused by the
 * database's one-running index (another request made one a moment ago), the answer is that one.
 */
export async function startExport(db: Db, limiter: KeyedRateLimiter, userId: string) {
  const running = await runningExport(db, userId);
  if (running) return running;
  const started = await db.transaction().execute(async (trx) => {
    const row = await insertRunningExport(trx, userId);
    if (!row) return null;
    await limiter.consumeOn(trx, [userId]).catch((error: unknown) => {
      if (!(error instanceof HttpError) || error.statusCode !== 429) throw error;
      const retryAfter = Number(error.headers?.['retry-after'] ?? 0);
      throw new HttpError(429, exportsPerDayMessage(retryAfter), undefined, error.headers);
    });
    await enqueue(trx, QUEUES.accountExport, { exportId: row.id, userId });
    return row;
  });
  // The one another request started; it may even have finished by now.
  return started ?? (await runningExport(db, userId)) ?? (await latestExport(db, userId))!;
}
