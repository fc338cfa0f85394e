import type { NotificationKind } from '@vg/contract';
import type { Db } from '../../db/database.js';
import { enqueue } from '../../jobs/job-runner.js';
import { QUEUES, type DigestEmailJob, type NotificationEmailJob } from '../../jobs/queues.js';
import type { Mailer } from '../../mail/mailer.js';
import { digestEmail, notificationEmail, type EmailItem } from '../../mail/notification-emails.js';
import { signUnsubscribeToken, unsubscribeUrl } from '../../mail/unsubscribe-tokens.js';
import { notificationSettingOf } from './notification-settings-store.js';

export interface DeliveryContext {
  db: Db;
  mailer: Mailer;
  publicOrigin: string;
  jwtSecret: string;
}

/** At most this many items in one digest; the email says how many more wait on the site. */
const DIGEST_MAX_ITEMS = 50;

const absolute = (origin: string, link: string | null) => (link ? `${origin}${link}` : null);

async function recipient(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'username', 'suspended_at'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/**
 * Sends one notification email (a job of the notification-email queue). A mail server that is down
 * throws: the job is retried with backoff and nothing is lost. A member who has since turned the
 * kind's email off, been suspended or deleted their account gets nothing.
 */
export async function sendNotificationEmail(
  context: DeliveryContext,
  job: NotificationEmailJob,
): Promise<void> {
  const member = await recipient(context.db, job.userId);
  if (!member || member.suspended_at) return;
  const setting = await notificationSettingOf(context.db, job.userId, job.kind);
  if (setting.email !== 'immediately') return;
  const token = await signUnsubscribeToken(context.jwtSecret, job.userId, job.kind);
  const message = await notificationEmail({
    to: member.email,
    username: member.username,
    kind: job.kind,
    item: { title: job.title, body: job.body, url: absolute(context.publicOrigin, job.link) },
    unsubscribeUrl: unsubscribeUrl(context.publicOrigin, token),
    settingsUrl: `${context.publicOrigin}/profile?tab=notifications`,
  });
  await context.mailer.send(message);
}

/** Weekly: one digest job per member with items waiting (the schedule runs once across processes). */
export async function fanOutDigests(db: Db, now = new Date()): Promise<number> {
  const members = await db
    .selectFrom('notification_digest_items')
    .select('user_id')
    .distinct()
    .where('sent_at', 'is', null)
    .where('created_at', '<=', now)
    .execute();
  const until = now.toISOString();
  for (const { user_id: userId } of members) {
    const job: DigestEmailJob = { userId, until };
    // One digest per member and week, even if the fan-out itself is retried.
    await enqueue(db, QUEUES.digestEmail, job, { singletonKey: `${userId}:${until}` });
  }
  return members.length;
}

/**
 * One member's digest: every item waiting up to `until`, oldest first, in one email. The items are
 * marked sent after the mail server took the email; if it is down the job retries and they wait.
 */
export async function sendDigestEmail(
  context: DeliveryContext,
  job: DigestEmailJob,
): Promise<void> {
  const { db } = context;
  const until = new Date(job.until);
  const member = await recipient(db, job.userId);
  const pending = db
    .selectFrom('notification_digest_items')
    .where('user_id', '=', job.userId)
    .where('sent_at', 'is', null)
    .where('created_at', '<=', until);
  const rows = await pending
    .select(['id', 'kind', 'title', 'body', 'link'])
    .orderBy('created_at')
    .execute();
  if (rows.length === 0) return;
  const markSent = () =>
    db
      .updateTable('notification_digest_items')
      .set({ sent_at: new Date() })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
  if (!member || member.suspended_at) return void (await markSent());
  // Kinds moved off the digest since are left out (their items are done with all the same).
  const kinds = [...new Set(rows.map((row) => row.kind))];
  const stillDigest = new Set<NotificationKind>();
  for (const kind of kinds) {
    if ((await notificationSettingOf(db, job.userId, kind)).email === 'weekly-digest')
      stillDigest.add(kind);
  }
  const included = rows.filter((row) => stillDigest.has(row.kind));
  if (included.length > 0) {
    const items: EmailItem[] = included.slice(0, DIGEST_MAX_ITEMS).map((row) => ({
      title: row.title,
      body: row.body,
      url: absolute(context.publicOrigin, row.link),
    }));
    if (included.length > DIGEST_MAX_ITEMS) {
      items.push({
        title: `And ${included.length - DIGEST_MAX_ITEMS} more`,
        body: 'See them all on your notifications page.',
        url: `${context.publicOrigin}/notifications`,
      });
    }
    const unsubscribe = await Promise.all(
      [...stillDigest].map(async (kind) => ({
        kind,
        url: unsubscribeUrl(
          context.publicOrigin,
          await signUnsubscribeToken(context.jwtSecret, job.userId, kind),
        ),
      })),
    );
    await context.mailer.send(
      await digestEmail({
        to: member.email,
        username: member.username,
        items,
        unsubscribe,
        settingsUrl: `${context.publicOrigin}/profile?tab=notifications`,
      }),
    );
  }
  await markSent();
}
