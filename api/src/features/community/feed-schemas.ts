import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../http/schemas.js';

/** A vehicle as every public list shows it (the showcase uses the same fields). */
export const FeedVehicleSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  year: Nullable(Type.Integer()),
  make: Type.String(),
  model: Type.String(),
  coverPhotoUrl: Nullable(Type.String()),
  ownerUsername: Type.String(),
  publicPath: Type.String(),
});

export const FeedMemberSchema = Type.Object({
  username: Type.String(),
  displayName: Nullable(Type.String()),
  avatarUrl: Nullable(Type.String()),
});

/** One line of the feed: a vehicle made public, or a member who joined. */
export const FeedItemSchema = Type.Union(
  [
    Type.Object({
      kind: Type.Literal('vehicle'),
      id: Type.String(),
      occurredAt: Type.String({ format: 'date-time' }),
      vehicle: FeedVehicleSchema,
    }),
    Type.Object({
      kind: Type.Literal('member'),
      id: Type.String(),
      occurredAt: Type.String({ format: 'date-time' }),
      member: FeedMemberSchema,
    }),
  ],
  { $id: 'CommunityFeedItem' },
);

export type FeedVehicle = Static<typeof FeedVehicleSchema>;
export type FeedMember = Static<typeof FeedMemberSchema>;
export type FeedItem = Static<typeof FeedItemSchema>;
