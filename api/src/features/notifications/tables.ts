import type { ColumnType, Generated, Selectable } from 'kysely';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  /** What happened, a short machine word the screens pick an icon by ('feedback-reply'). */
  kind: string;
  title: string;
  body: Generated<string>;
  /** A path on this site to open, or null. */
  link: string | null;
  read_at: ColumnType<Date | null, Date | null | undefined, Date | null>;
  created_at: CreatedAt;
}

// Notification tables join the typed Database (src/db/schema.ts).
export interface NotificationTables {
  notifications: NotificationsTable;
}

export type NotificationRow = Selectable<NotificationsTable>;
