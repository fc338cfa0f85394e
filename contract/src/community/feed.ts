import { Type, type Static } from '@sinclair/typebox';
import { Cursor, Nullable } from '../http.js';
import { StringEnum } from '../garage/common.js';
import { KeeperCommunity } from './social.js';

// The community's pages: the feed (Everyone and Following) and a member's public profile
// (docs/product.md#community).

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

/** A public maintenance record or modification, as the feed shows it (never its costs). */
export const FeedRecord = Type.Object({
  id: Type.String(),
  recordKind: Type.Union([Type.Literal('maintenance'), Type.Literal('modification')]),
  title: Type.String(),
  /** The maintenance category or the modification's system ('engine', 'brakes', ...). */
  category: Type.String(),
  performedOn: Nullable(Type.String()),
});
export type FeedRecord = Static<typeof FeedRecord>;

/** An approved photo of a public vehicle. */
export const FeedPhoto = Type.Object({
  id: Type.String(),
  caption: Nullable(Type.String()),
  width: Type.Integer(),
  height: Type.Integer(),
  thumbUrl: Type.String(),
  displayUrl: Type.String(),
});
export type FeedPhoto = Static<typeof FeedPhoto>;

export const FEED_KINDS = ['vehicle', 'member', 'record', 'photo', 'showcase'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

const FeedLine = {
  /** The id of what the line is about (a showcase pick: its car's); with `kind`, unique in the feed. */
  id: Type.String(),
  occurredAt: Type.String({ format: 'date-time' }),
};

/**
 * One line of the feed: a vehicle made public, a member who joined, a record logged on a public
 * vehicle, an approved photo of one, or a car picked for the showcase.
 */
export const FeedItem = Type.Union(
  [
    Type.Object({ kind: Type.Literal('vehicle'), ...FeedLine, vehicle: FeedVehicle }),
    Type.Object({ kind: Type.Literal('member'), ...FeedLine, member: FeedMember }),
    Type.Object({
      kind: Type.Literal('record'),
      ...FeedLine,
      vehicle: FeedVehicle,
      record: FeedRecord,
    }),
    Type.Object({
      kind: Type.Literal('photo'),
      ...FeedLine,
      vehicle: FeedVehicle,
      photo: FeedPhoto,
    }),
    Type.Object({
      kind: Type.Literal('showcase'),
      ...FeedLine,
      vehicle: FeedVehicle,
      note: Nullable(Type.String()),
    }),
  ],
  { $id: 'CommunityFeedItem' },
);
export type FeedItem = Static<typeof FeedItem>;

/** Everyone: the whole community. Following: only the keepers and cars I follow. */
export const FEED_SCOPES = ['everyone', 'following'] as const;
export type FeedScope = (typeof FEED_SCOPES)[number];

export const FeedQuery = Type.Object({
  cursor: Cursor,
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
  /** Default 'everyone'. */
  scope: Type.Optional(StringEnum(FEED_SCOPES)),
  /** Only one kind of line (the page's tabs); every kind when absent. */
  kind: Type.Optional(StringEnum(FEED_KINDS)),
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
    /** Followers, following, and whether the caller follows this keeper. */
    community: KeeperCommunity,
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
