import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from '../../../http/schemas.js';
import { OptionalText, StringEnum } from '../common/schemas.js';

export const PHOTO_STAGES = ['before', 'during', 'after', 'period'] as const;
export const MODERATION_STATES = ['pending', 'approved', 'rejected'] as const;

export const Photo = Type.Object({
  id: Type.String(),
  vehicleId: Type.String(),
  caption: Nullable(Type.String()),
  stage: Nullable(Type.String()),
  position: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  maintenanceRecordId: Nullable(Type.String()),
  modificationId: Nullable(Type.String()),
  thumbUrl: Type.String(),
  displayUrl: Type.String(),
  createdAt: Type.String(),
});
export type PhotoDto = Static<typeof Photo>;

/** The owner also sees where moderation stands. */
export const OwnedPhoto = Type.Composite([
  Photo,
  Type.Object({
    moderationStatus: StringEnum(MODERATION_STATES),
    rejectionReason: Nullable(Type.String()),
    isCover: Type.Boolean(),
  }),
]);
export type OwnedPhotoDto = Static<typeof OwnedPhoto>;

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
export type PhotoPatchBody = Static<typeof PhotoPatch>;
