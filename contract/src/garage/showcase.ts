import { Type, type Static } from '@sinclair/typebox';
import { Limit, OptionalText, PageQuery, StringEnum } from './common.js';
import { MODERATION_STATES, OwnedPhoto } from './photos.js';

// The showcase of public vehicles, and the photo moderation that decides what the public sees.

export const ShowcaseItem = Type.Object({
  id: Type.String(),
  title: Type.String(),
  year: Type.Union([Type.Integer(), Type.Null()]),
  make: Type.String(),
  model: Type.String(),
  coverPhotoUrl: Type.String(),
  ownerUsername: Type.String(),
  publicPath: Type.String(),
  note: Type.Union([Type.String(), Type.Null()]),
  showcasedAt: Type.String(),
});
export type ShowcaseItem = Static<typeof ShowcaseItem>;

export const ShowcaseQuery = PageQuery;
export type ShowcaseQuery = Static<typeof ShowcaseQuery>;

export const ShowcaseEntryInput = Type.Object(
  { vehicleId: Type.String({ format: 'uuid' }), note: OptionalText(500) },
  { additionalProperties: false },
);
export type ShowcaseEntryInput = Static<typeof ShowcaseEntryInput>;

export const ShowcaseEntry = Type.Object({
  vehicleId: Type.String(),
  /** False while none of its photos is approved: /showcase shows it from the first approval. */
  shown: Type.Boolean(),
});
export type ShowcaseEntry = Static<typeof ShowcaseEntry>;

/**
 * A photo as a moderator sees it: whose it is and on which vehicle (PRIVATE_CAR_TITLE, and no
 * caption, when the vehicle is not public).
 */
export const ModeratedPhoto = Type.Composite([
  OwnedPhoto,
  Type.Object({ ownerUsername: Type.String(), vehicleTitle: Type.String() }),
]);
export type ModeratedPhoto = Static<typeof ModeratedPhoto>;

export const ModerationQuery = Type.Object({
  status: Type.Optional(StringEnum(MODERATION_STATES)),
  cursor: Type.Optional(Type.String({ maxLength: 300 })),
  limit: Limit,
});
export type ModerationQuery = Static<typeof ModerationQuery>;

export const PhotoRejection = Type.Object(
  { reason: Type.String({ minLength: 3, maxLength: 500 }) },
  { additionalProperties: false },
);
export type PhotoRejection = Static<typeof PhotoRejection>;
