import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { enqueue } from '../../jobs/job-runner.js';
import { QUEUES, type NotificationEmailJob } from '../../jobs/queues.js';
import { toNotification } from './notification-mapper.js';
import { signalMember } from './live-signal.js';
import { isNotificationKind, notificationSettingOf } from './notification-settings-store.js';
import type { Notification, NotificationKind, NotificationTargetKind } from '@vg/contract';

export interface NotificationInput {
  /** One of the contract's NOTIFICATION_KINDS; the member's settings are per kind. */
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path on this site ('/showcase'); anything else is dropped so a notification never links away. */
  link?: string | null;
  /** What it is about, so the notifications page can act on it (complete or snooze a reminder). */
  target?: { kind: NotificationTargetKind; id: string } | null;
  /**
   * Notifications about one thing that keeps happening ("5 people admired your Giulia"): while the
   * member has an unread one with this key, it is updated (title, body, link, time) and comes back
   * to the top, instead of a new one being added. Emails are not grouped: a member who chose email
   * "immediately" gets each; the weekly digest collects them.
   */
  groupKey?: string;
}

const TITLE_MAX = 200;
const BODY_MAX = 2000;
const GROUP_KEY_MAX = 200;

/** Only same-site paths: '/x', never '//host' or '/\host', which browsers read as another site. */
export function isSiteLink(link: string): boolean {
  return (
    link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') && link.length <= 500
  );
}

/**
 * Tells a member something happened, the way they chose for its kind (/profile): in the app (the
 * list, the bell, the live stream), by email at once (a job on the queue, retried until the mail
 * server takes it), or in the weekly digest. Called by other features on the server:
 * `await notify(app.db, userId, { kind, title, body, link, target, groupKey })`. Runs inside the
 * caller's transaction when given one: nothing is shown or emailed if it rolls back. Answers the
 * in-app notification, or null when the member turned the kind off in the app.
 */
export async function notify(
  db: Db,
  userId: string,
  input: NotificationInput,
): Promise<Notification | null> {
  if (!isNotificationKind(input.kind))
    throw new Error(`notify: unknown kind ${JSON.stringify(input.kind)}`);
  const title = input.title.trim().slice(0, TITLE_MAX);
  if (!title) throw new Error('notify: a title is required');
  const body = (input.body ?? '').trim().slice(0, BODY_MAX);
  const link = input.link && isSiteLink(input.link) ? input.link : null;
  const setting = await notificationSettingOf(db, userId, input.kind);

  if (setting.email === 'immediately') {
    const job: NotificationEmailJob = { userId, kind: input.kind, title, body, link };
    await enqueue(db, QUEUES.notificationEmail, job);
  } else if (setting.email === 'weekly-digest') {
    await db
      .insertInto('notification_digest_items')
      .values({ user_id: userId, kind: input.kind, title, body, link })
      .execute();
  }
  if (!setting.inApp) return null;

  const groupKey = input.groupKey?.slice(0, GROUP_KEY_MAX) || null;
  const values = {
    user_id: userId,
    kind: input.kind,
    title,
    body,
    link,
    target_kind: input.target?.kind ?? null,
    target_id: input.target?.id ?? null,
    group_key: groupKey,
  };
  const row = await db
    .insertInto('notifications')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .columns(['user_id', 'group_key'])
        .where('read_at', 'is', null)
        .where('group_key', 'is not', null)
        .doUpdateSet({
          title,
          body,
          link,
          target_kind: values.target_kind,
          target_id: values.target_id,
          created_at: sql`now()`,
          stream_seq: sql`nextval('notification_stream_seq')`,
        }),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
  await signalMember(db, userId, String(row.stream_seq));
  return toNotification(row);
}
