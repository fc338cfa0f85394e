import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../http.js';
import { OptionalText, StringEnum } from './common.js';
import { AUTHORSHIP } from './records.js';

export const PHOTO_STAGES = ['before', 'during', 'after', 'period'] as const;
export type PhotoStage = (typeof PHOTO_STAGES)[number];
export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;
export type ModerationState = (typeof MODERATION_STATES)[number];
/** The two renditions a signed photo address serves. */
export const PHOTO_SIZES = ['display', 'thumb'] as const;
export type PhotoSize = (typeof PHOTO_SIZES)[number];

export const Photo = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  caption: Nullable(Type.String()),
  stage: Nullable(StringEnum(PHOTO_STAGES)),
  position: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  maintenanceRecordId: Nullable(Type.String()),
  modificationId: Nullable(Type.String()),
  thumbUrl: Type.String(),
  displayUrl: Type.String(),
  createdAt: Type.String(),
});
export type Photo = Static<typeof Photo>;

/** The owner also sees where moderation stands. */
export const OwnedPhoto = Type.Composite([
  Photo,
  Type.Object({
    moderationStatus: StringEnum(MODERATION_STATES),
    rejectionReason: Nullable(Type.String()),
    isCover: Type.Boolean(),
    ...AUTHORSHIP,
  }),
]);
export type OwnedPhoto = Static<typeof OwnedPhoto>;

export const PhotoPatch = Type.Object(
  {
    caption: OptionalText(300),
    stage: Type.Optional(Nullable(StringEnum(PHOTO_STAGES))),
    position: Type.Optional(Type.Integer({ minimum: 0, maximum: 10_000 })),
    maintenanceRecordId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    modificationId: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
  },
  { additionalProperties: false },
);
export type PhotoPatch = Static<typeof PhotoPatch>;

/** The answer to an upload: the photos just stored, awaiting moderation. */
export const UploadedPhotos = Type.Object({ data: Type.Array(OwnedPhoto) });
export type UploadedPhotos = Static<typeof UploadedPhotos>;

/** GET /photos/usage: what a member's stored photos take, against the room each member has. */
export const PhotoUsage = Type.Object({
  usedBytes: Type.Integer({ minimum: 0 }),
  quotaBytes: Type.Integer({ minimum: 1 }),
});
export type PhotoUsage = Static<typeof PhotoUsage>;

/** A signed photo address: an <img> sends no token, so the signature is the permission. */
export const PhotoFileQuery = Type.Object({
  size: StringEnum(PHOTO_SIZES),
  expires: Type.Integer(),
  sig: Type.String({ maxLength: 100 }),
});
export type PhotoFileQuery = Static<typeof PhotoFileQuery>;
