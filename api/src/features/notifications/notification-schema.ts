import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas.js';
import type { NotificationRow } from './tables.js';

export const NotificationSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: Type.String(),
    title: Type.String(),
    body: Type.String(),
    link: Nullable(Type.String()),
    readAt: Nullable(Type.String({ format: 'date-time' })),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notification' },
);

export type Notification = Static<typeof NotificationSchema>;

export function toNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    readAt: row.read_at?.toISOString() ?? null,
    createdAt: row.created_at.toISOString(),
  };
}
