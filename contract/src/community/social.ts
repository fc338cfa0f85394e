import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';

// Following keepers and public vehicles, and admiring a car (docs/product.md#community).

/**
 * What a public page shows of the community around a vehicle or a keeper. `following` and `admired`
 * are the caller's own state: null for a visitor (the page offers "sign in to follow" instead).
 */
export const VehicleCommunity = Type.Object({
  vehicleId: Type.String(),
  followerCount: Type.Integer({ minimum: 0 }),
  admireCount: Type.Integer({ minimum: 0 }),
  /** Visible comments and replies (hidden, deleted and suspended members' ones do not count). */
  commentCount: Type.Integer({ minimum: 0 }),
  following: Nullable(Type.Boolean()),
  admired: Nullable(Type.Boolean()),
  /** The caller owns this car: the page shows no Follow or Admire button, and may hide comments. */
  isOwner: Type.Boolean(),
});
export type VehicleCommunity = Static<typeof VehicleCommunity>;

export const KeeperCommunity = Type.Object({
  followerCount: Type.Integer({ minimum: 0 }),
  /** How many keepers and public cars this keeper follows. */
  followingCount: Type.Integer({ minimum: 0 }),
  following: Nullable(Type.Boolean()),
  isSelf: Type.Boolean(),
});
export type KeeperCommunity = Static<typeof KeeperCommunity>;

/** The answer of PUT/DELETE .../follow: the new state and count, so the button updates in place. */
export const FollowState = Type.Object({
  following: Type.Boolean(),
  followerCount: Type.Integer({ minimum: 0 }),
});
export type FollowState = Static<typeof FollowState>;

/** The answer of PUT/DELETE .../admire. */
export const AdmireState = Type.Object({
  admired: Type.Boolean(),
  admireCount: Type.Integer({ minimum: 0 }),
});
export type AdmireState = Static<typeof AdmireState>;

export const UsernameParams = Type.Object({
  username: Type.String({ minLength: 1, maxLength: 100 }),
});
export type UsernameParams = Static<typeof UsernameParams>;

/** One keeper or car I follow, for "Following" management lists. */
export const FollowedTarget = Type.Union([
  Type.Object({
    kind: Type.Literal('keeper'),
    username: Type.String(),
    displayName: Nullable(Type.String()),
    avatarUrl: Nullable(Type.String()),
    followedAt: Type.String({ format: 'date-time' }),
  }),
  Type.Object({
    kind: Type.Literal('vehicle'),
    vehicleId: Type.String(),
    title: Type.String(),
    ownerUsername: Type.String(),
    publicPath: Type.String(),
    followedAt: Type.String({ format: 'date-time' }),
  }),
]);
export type FollowedTarget = Static<typeof FollowedTarget>;
