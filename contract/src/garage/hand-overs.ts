import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { IsoDate, StringEnum } from './common.js';

// A car handed to its new keeper with its history (docs/product.md#hand-over). The keeper offers
// it with a one-time code, valid 14 days unless withdrawn; the buyer, signed in, accepts it, and the
// car with what was chosen is in their garage at once.

export const HandOverInput = Type.Object(
  {
    /** The day of the sale: the seller's keeping ends on it and the buyer's begins. */
    soldOn: IsoDate,
    /** Off unless chosen: what the car cost (records' costs, costs of keeping, fuel prices, valuations). */
    includeCosts: Type.Optional(Type.Boolean()),
    /** Off unless chosen: the notes on records, keepers, costs, fill-ups and reports. */
    includeNotes: Type.Optional(Type.Boolean()),
    /** On unless unticked: the seller keeps a read-only copy of the history up to the sale. */
    keepCopy: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type HandOverInput = Static<typeof HandOverInput>;

export const HAND_OVER_STATES = ['open', 'accepted', 'withdrawn', 'expired'] as const;
export type HandOverState = (typeof HAND_OVER_STATES)[number];

/** What goes with the car, counted, as the buyer sees it before accepting. */
export const HandOverContents = Type.Object({
  maintenance: Type.Integer(),
  modifications: Type.Integer(),
  photos: Type.Integer(),
  documents: Type.Integer(),
  keepers: Type.Integer(),
});
export type HandOverContents = Static<typeof HandOverContents>;

/** A hand-over as its seller or its buyer reads it: the car, the day, what goes, its state. */
export const HandOver = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  vehicleTitle: Type.String(),
  soldOn: Type.String(),
  includeCosts: Type.Boolean(),
  includeNotes: Type.Boolean(),
  keepCopy: Type.Boolean(),
  contents: HandOverContents,
  state: StringEnum(HAND_OVER_STATES),
  /** Whether the caller is the seller (who may withdraw it) or may accept it. */
  role: StringEnum(['seller', 'buyer'] as const),
  createdAt: Type.String(),
  expiresAt: Type.String(),
  acceptedAt: Nullable(Type.String()),
});
export type HandOver = Static<typeof HandOver>;

/** The answer to starting one: the code and the link to give the buyer, shown this once. */
export const StartedHandOver = Type.Composite([
  HandOver,
  Type.Object({
    code: Type.String(),
    /** The page on this site the buyer opens: /hand-over/<code>. */
    path: Type.String(),
  }),
]);
export type StartedHandOver = Static<typeof StartedHandOver>;

export const HandOverCodeParams = Type.Object({
  code: Type.String({ minLength: 1, maxLength: 40 }),
});
export type HandOverCodeParams = Static<typeof HandOverCodeParams>;

/** Accepted: the car, now in the buyer's garage at the same public address. */
export const AcceptedHandOver = Type.Object({ vehicleId: Type.String() });
export type AcceptedHandOver = Static<typeof AcceptedHandOver>;
