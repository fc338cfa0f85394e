import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Nullable } from './http.js';
import { StringEnum } from './garage/common.js';

// A member's notifications: the list, the unread count, marking them read, the member's choice of
// channel per kind, and the live stream.

/**
 * Every kind of notification the product sends. The screens pick an icon, a label and a settings
 * row by it; the API refuses to send a kind that is not listed here.
 */
export const NOTIFICATION_KINDS = [
  'reminder-due',
  'reminder-overdue',
  'photo-approved',
  'photo-rejected',
  'showcase-featured',
  'new-follower',
  'vehicle-comment',
  'comment-reply',
  'vehicle-admired',
  'vehicle-handed-over',
  'vehicle-access',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What a notification is about, so the page can link it and offer its actions (complete, snooze). */
export const NOTIFICATION_TARGET_KINDS = [
  'reminder',
  'vehicle',
  'photo',
  'member',
  'comment',
] as const;
export type NotificationTargetKind = (typeof NOTIFICATION_TARGET_KINDS)[number];

export const Notification = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    kind: StringEnum(NOTIFICATION_KINDS),
    title: Type.String(),
    body: Type.String(),
    /** A path on this site to open ('/vehicles/…'), or null. */
    link: Nullable(Type.String()),
    /** What the notification is about: a reminder can be completed or snoozed from the page. */
    targetKind: Nullable(StringEnum(NOTIFICATION_TARGET_KINDS)),
    targetId: Nullable(Type.String()),
    readAt: Nullable(Type.String({ format: 'date-time' })),
    /** For a grouped notification ("5 people admired your Giulia"), when it was last updated. */
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'Notification' },
);
export type Notification = Static<typeof Notification>;

export const NotificationsQuery = Type.Object({
  cursor: Cursor,
  /** Only these kinds (repeat the parameter or separate with commas): `?kind=reminder-due`. */
  kind: Type.Optional(Type.String({ maxLength: 500 })),
});
export type NotificationsQuery = Static<typeof NotificationsQuery>;

export const UnreadCount = Type.Object({ count: Type.Integer({ minimum: 0 }) });
export type UnreadCount = Static<typeof UnreadCount>;

export const MarkedRead = Type.Object({ updated: Type.Integer({ minimum: 0 }) });
export type MarkedRead = Static<typeof MarkedRead>;

// ---- Preferences: GET/PUT /api/v1/profile/notification-settings -------------------------------

/** How a kind reaches the member by email: not at all, one email each, or one email a week. */
export const EMAIL_CHOICES = ['never', 'immediately', 'weekly-digest'] as const;
export type EmailChoice = (typeof EMAIL_CHOICES)[number];

/**
 * One row of the settings: whether the kind shows in the app (the bell, the page, the live toast)
 * and how it is emailed.
 */
export const NotificationSetting = Type.Object(
  {
    /*
     * Typed as the kinds for the screens; checked by the API, which answers 422 naming
     * `settings.<i>.kind` for a kind it does not know (rather than a bare schema error).
     */
    kind: Type.Unsafe<NotificationKind>({ type: 'string', minLength: 1, maxLength: 50 }),
    inApp: Type.Boolean(),
    email: StringEnum(EMAIL_CHOICES),
  },
  { additionalProperties: false },
);
export type NotificationSetting = Static<typeof NotificationSetting>;

/**
 * `GET` answers `{ data: { settings } }` with every kind of NOTIFICATION_KINDS, in that order, its
 * defaults filled in. `PUT` takes `{ settings }` (any subset of kinds; those left out keep their
 * value) and answers like `GET`.
 */
export const NotificationSettings = Type.Object(
  { settings: Type.Array(NotificationSetting, { maxItems: 50 }) },
  { additionalProperties: false },
);
export type NotificationSettings = Static<typeof NotificationSettings>;

/** What a member gets before choosing: everything in the app; reminders by email at once. */
export const DEFAULT_NOTIFICATION_SETTINGS: Readonly<
  Record<NotificationKind, { inApp: boolean; email: EmailChoice }>
> = {
  'reminder-due': { inApp: true, email: 'immediately' },
  'reminder-overdue': { inApp: true, email: 'immediately' },
  'photo-approved': { inApp: true, email: 'never' },
  'photo-rejected': { inApp: true, email: 'immediately' },
  'showcase-featured': { inApp: true, email: 'immediately' },
  'new-follower': { inApp: true, email: 'weekly-digest' },
  'vehicle-comment': { inApp: true, email: 'weekly-digest' },
  'comment-reply': { inApp: true, email: 'weekly-digest' },
  'vehicle-admired': { inApp: true, email: 'weekly-digest' },
  'vehicle-handed-over': { inApp: true, email: 'immediately' },
  'vehicle-access': { inApp: true, email: 'immediately' },
};

// ---- Unsubscribe from an emailed link (no sign-in) -----------------------------------------

/**
 * `GET /api/v1/notifications/unsubscribe?token=…` shows a small confirmation page;
 * `POST` the same address (RFC 8058 one-click, body `List-Unsubscribe=One-Click`, or JSON
 * `{ token }`) turns email off for that one kind of that one member. The token is signed,
 * expires and is good for nothing else.
 */
export const UnsubscribeQuery = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 2000 }),
});
export type UnsubscribeQuery = Static<typeof UnsubscribeQuery>;

export const Unsubscribed = Type.Object({
  kind: StringEnum(NOTIFICATION_KINDS),
  email: StringEnum(EMAIL_CHOICES),
});
export type Unsubscribed = Static<typeof Unsubscribed>;

// ---- The live stream: GET /api/v1/notifications/stream ----------------------------------------

/**
 * Server-Sent Events for the signed-in member, so the bell and the toast need no polling.
 *
 * Request: `GET /api/v1/notifications/stream` with `Authorization: Bearer <token>` (the app's
 * fetch-based client sends it; a bare EventSource cannot), `Accept: text/event-stream` (or fetch's
 * default Accept of any type; an Accept that allows neither answers 406) and, to resume after a drop, the
 * `Last-Event-ID` header carrying the last `id:` received. Without a valid token: 401 with the
 * usual JSON error body, no stream.
 *
 * Answer: `200 text/event-stream` (no caching, no proxy buffering), then:
 * - `retry: 3000` (reconnect after 3 s);
 * - on connect, `event: unread` `data: {"count":n}`; when resuming with Last-Event-ID, first each
 *   notification made since that id (as below), then the `unread` event;
 * - for each new notification (or a grouped one updated): `id: <opaque resumable id>`,
 *   `event: notification`, `data: <Notification JSON>`, followed by an `unread` event;
 * - an `unread` event whenever the count changes otherwise (marked read, one or all);
 * - `: ping` every 15 s. At each ping the token is checked again: once it is revoked or expired
 *   (or the account suspended) the server ends the stream; reconnecting then answers 401.
 *
 * Several tabs may each hold a stream. With several API processes on one Postgres server, a
 * notification made by any of them reaches every stream (Postgres LISTEN/NOTIFY); on the embedded
 * PGlite database (one process) an in-process emitter does.
 */
export const NOTIFICATION_STREAM_PATH = '/api/v1/notifications/stream';
export const NOTIFICATION_STREAM_EVENTS = ['notification', 'unread'] as const;
export type NotificationStreamEvent = (typeof NOTIFICATION_STREAM_EVENTS)[number];
/** Milliseconds the server asks a client to wait before reconnecting (`retry:`). */
export const NOTIFICATION_STREAM_RETRY_MS = 3000;
/** Seconds between `: ping` comments (a client may treat twice this without bytes as a drop). */
export const NOTIFICATION_STREAM_PING_SECONDS = 15;
/** The `data` of an `unread` event. */
export type UnreadEventData = UnreadCount;
