import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Nullable } from '../http.js';
import { FeedMember, FeedPhoto, FeedRecord } from './feed.js';
import { COMMENT_TARGETS } from './comments.js';
import { StringEnum } from '../garage/common.js';

// GET /activity: my garage's own events and what happened to my cars (docs/product.md#activity).

/** A car in my activity: mine (path to the garage page) or, for a reply, the public car I commented on. */
export const ActivityVehicle = Type.Object({
  id: Type.String(),
  title: Type.String(),
  /** '/vehicles/:id' for my own cars, the public page for someone else's. */
  path: Type.String(),
});
export type ActivityVehicle = Static<typeof ActivityVehicle>;

export const ActivityComment = Type.Object({
  id: Type.String(),
  parentId: Nullable(Type.String()),
  /** The first 280 characters of the text as written. */
  excerpt: Type.String(),
  target: StringEnum(COMMENT_TARGETS),
});
export type ActivityComment = Static<typeof ActivityComment>;

const ActivityLine = {
  id: Type.String(),
  occurredAt: Type.String({ format: 'date-time' }),
};

/**
 * - record: I logged maintenance or a modification (any of my cars, private ones too: it is mine);
 * - photo: a photo of mine was approved for public pages;
 * - comment: someone commented on my car; reply: someone answered my comment;
 * - admire: someone admired my car; follow: someone followed me (vehicle null) or one of my cars.
 */
export const ActivityItem = Type.Union(
  [
    Type.Object({
      kind: Type.Literal('record'),
      ...ActivityLine,
      vehicle: ActivityVehicle,
      record: FeedRecord,
    }),
    Type.Object({
      kind: Type.Literal('photo'),
      ...ActivityLine,
      vehicle: ActivityVehicle,
      photo: FeedPhoto,
    }),
    Type.Object({
      kind: Type.Literal('comment'),
      ...ActivityLine,
      vehicle: ActivityVehicle,
      member: FeedMember,
      comment: ActivityComment,
    }),
    Type.Object({
      kind: Type.Literal('reply'),
      ...ActivityLine,
      vehicle: ActivityVehicle,
      member: FeedMember,
      comment: ActivityComment,
    }),
    Type.Object({
      kind: Type.Literal('admire'),
      ...ActivityLine,
      vehicle: ActivityVehicle,
      member: FeedMember,
    }),
    Type.Object({
      kind: Type.Literal('follow'),
      ...ActivityLine,
      vehicle: Nullable(ActivityVehicle),
      member: FeedMember,
    }),
  ],
  { $id: 'ActivityItem' },
);
export type ActivityItem = Static<typeof ActivityItem>;
export type ActivityKind = ActivityItem['kind'];
export const ACTIVITY_KINDS = [
  'record',
  'photo',
  'comment',
  'reply',
  'admire',
  'follow',
] as const satisfies readonly ActivityKind[];

export const ActivityQuery = Type.Object({
  cursor: Cursor,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ActivityQuery = Static<typeof ActivityQuery>;
