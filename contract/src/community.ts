import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Nullable } from './http.js';

// The community's public pages: the activity feed and a member's public profile.

/** A vehicle as every public list shows it (the showcase uses the same fields). */
export const FeedVehicle = Type.Object({
  id: Type.String(),
  title: Type.String(),
  year: Nullable(Type.Integer()),
  make: Type.String(),
  model: Type.String(),
  coverPhotoUrl: Nullable(Type.String()),
  ownerUsername: Type.String(),
  publicPath: Type.String(),
});
export type FeedVehicle = Static<typeof FeedVehicle>;

export const FeedMember = Type.Object({
  username: Type.String(),
  displayName: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
});
export type FeedMember = Static<typeof FeedMember>;

/** One line of the feed: a vehicle made public, or a member who joined. */
export const FeedItem = Type.Union(
  [
    Type.Object({
      kind: Type.Literal('vehicle'),
      id: Type.String(),
      occurredAt: Type.String({ format: 'date-time' }),
      vehicle: FeedVehicle,
    }),
    Type.Object({
      kind: Type.Literal('member'),
      id: Type.String(),
      occurredAt: Type.String({ format: 'date-time' }),
      member: FeedMember,
    }),
  ],
  { $id: 'CommunityFeedItem' },
);
export type FeedItem = Static<typeof FeedItem>;
export type FeedKind = FeedItem['kind'];

export const FeedQuery = Type.Object({
  cursor: Cursor,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  /** Only one kind of activity (the page's Vehicles / Members tabs); both when absent. */
  kind: Type.Optional(Type.Union([Type.Literal('vehicle'), Type.Literal('member')])),
});
export type FeedQuery = Static<typeof FeedQuery>;

export const PublicProfile = Type.Object(
  {
    username: Type.String(),
    displayName: Nullable(Type.String()),
    bio: Nullable(Type.String()),
    location: Nullable(Type.String()),
    avatarUrl: Nullable(Type.String()),
    memberSince: Type.String({ format: 'date-time' }),
  },
  { $id: 'PublicProfile' },
);
export type PublicProfile = Static<typeof PublicProfile>;

// Loose on purpose: any text is looked up and simply not found, rather than a 400 that would tell
// a visitor more about username rules than a missing page does.
export const PublicProfileParams = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
});
export type PublicProfileParams = Static<typeof PublicProfileParams>;
