import type { ColumnType, Generated, Selectable } from 'kysely';
import type { EmailChoice, NotificationKind, NotificationTargetKind } from '@vg/contract';

type CreatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/**
 * What notify() says to a member, and to whom: a notification in the app and an item waiting for
 * the weekly digest carry the same message, so they share these columns.
 */
interface NotificationMessageColumns {
  id: Generated<string>;
  user_id: string;
  /** What happened, one of the contract's NOTIFICATION_KINDS; the screens pick an icon by it. */
  kind: NotificationKind;
  title: string;
  body: Generated<string>;
  /** A path on this site to open, or null. */
  link: string | null;
}

export interface NotificationsTable extends NotificationMessageColumns {
  /** What it is about, so the page can act on it (complete or snooze a reminder). */
  target_kind: NotificationTargetKind | null;
  target_id: string | null;
  /** Unread notifications with one group key are one notification, updated in place. */
  group_key: string | null;
  /** Order of the live stream: taken on insert and on each grouped update (Last-Event-ID). */
  stream_seq: ColumnType<string, string | undefined, string>;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

/** A member's choice for one kind; a kind without a row has the contract's default. */
export interface NotificationSettingsTable {
  user_id: string;
  kind: NotificationKind;
  in_app: boolean;
  email: EmailChoice;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** What waits for the member's weekly digest email. */
export interface NotificationDigestItemsTable extends NotificationMessageColumns {
  created_at: ColumnType<Date, Date | undefined, never>;
  sent_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
}

// The notifications' tables join the one Database interface of src/db/schema.ts (declaration merging):
// db/ names no feature, and every query on the Kysely handle knows these tables.
declare module '../../db/schema.js' {
  interface Database {
    notifications: NotificationsTable;
    notification_settings: NotificationSettingsTable;
    notification_digest_items: NotificationDigestItemsTable;
  }
}

export type NotificationRow = Selectable<NotificationsTable>;
