import type { Notification } from '@vg/contract';
import type { NotificationRow } from './tables.js';

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    targetKind: row.target_kind,
    targetId: row.target_id,
    readAt: row.read_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
