import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Nullable } from './http.js';

// A member's notifications: the list, the unread count and marking them read.

export const Notification = Type.Object(
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
export type Notification = Static<typeof Notification>;

export const NotificationsQuery = Type.Object({ cursor: Cursor });
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const MarkedRead = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type MarkedRead = Static<typeof MarkedRead>;
