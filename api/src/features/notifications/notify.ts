import type { Db } from '../../db/database.js';
import { toNotification } from './notification-mapper.js';
import type { Notification } from '@vg/contract';

export interface NotificationInput {
  /** A short machine word the screens pick an icon by: 'feedback-reply', 'showcase-featured', ... */
  kind: string;
  title: string;
  body?: string;
  /** A path on this site ('/showcase'); anything else is dropped so a notification never links away. */
  link?: string | null;
}

const KIND_PATTERN = /^[a-z][a-z0-9-]{0,49}$/;
const TITLE_MAX = 200;
const BODY_MAX = 2000;

/** Only same-site paths: '/x', never '//host' or '/\host', which browsers read as another site. */
export function isSiteLink(link: string): boolean {
  return (
    link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\') && link.length <= 500
  );
}

/**
 * Tells a member something happened. Called by other features on the server (an admin's reply to
 * feedback, a car chosen for the showcase): `await notify(app.db, userId, { kind, title, body, link })`.
 * Runs inside the caller's transaction when given one.
 */
export async function notify(
  db: Db,
  userId: string,
  input: NotificationInput,
): Promise<Notification> {
  if (!KIND_PATTERN.test(input.kind))
    throw new Error(`notify: invalid kind ${JSON.stringify(input.kind)}`);
  const title = input.title.trim().slice(0, TITLE_MAX);
  if (!title) throw new Error('notify: a title is required');
  const row = await db
    .insertInto('notifications')
    .values({
      user_id: userId,
      kind: input.kind,
      title,
      body: (input.body ?? '').trim().slice(0, BODY_MAX),
      link: input.link && isSiteLink(input.link) ? input.link : null,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return toNotification(row);
}
