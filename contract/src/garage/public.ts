import { Type, type Static, type TObject } from '@sinclair/typebox';
import { VehicleDocument } from './documents.js';
import { TOLD_AUTHOR } from './entry-authors.js';
import { Photo } from './photos.js';
import { OwnershipPeriod } from './provenance.js';
import { MaintenanceRecord, Modification } from './records.js';
import { ShareScope } from './share-links.js';
import { PublicVehicle } from './vehicles.js';

// Readable without signing in: public vehicles by identifier or id, unlisted ones by share link.

/** 32 random bytes, base64url: 43 characters, 256 bits nobody can guess. */
export const SHARE_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';

export const IdentifierKeyParams = Type.Object({
  key: Type.String({ minLength: 1, maxLength: 60 }),
});
export type IdentifierKeyParams = Static<typeof IdentifierKeyParams>;

export const ShareTokenParams = Type.Object({
  token: Type.String({
    pattern: SHARE_TOKEN_PATTERN,
    errorMessages: { pattern: 'This is not a share link.' },
  }),
});
export type ShareTokenParams = Static<typeof ShareTokenParams>;

// An entry as others read it: who wrote it by role (`author`, docs/product.md#public-car-page),
// never the keeper's own `recordedBy`/`recordedByName`, which may name a co-keeper.
const KEEPERS_AUTHORSHIP = ['recordedBy', 'recordedByName'] as const;
const toldToOthers = <T extends TObject>(entry: T) =>
  Type.Composite([Type.Omit(entry, KEEPERS_AUTHORSHIP), Type.Object(TOLD_AUTHOR)]);

export const PublicMaintenanceRecord = toldToOthers(MaintenanceRecord);
export type PublicMaintenanceRecord = Static<typeof PublicMaintenanceRecord>;
export const PublicModification = toldToOthers(Modification);
export type PublicModification = Static<typeof PublicModification>;
export const PublicPhoto = Type.Composite([Photo, Type.Object(TOLD_AUTHOR)]);
export type PublicPhoto = Static<typeof PublicPhoto>;
export const PublicDocument = toldToOthers(VehicleDocument);
export type PublicDocument = Static<typeof PublicDocument>;

/** What a public page shows: the vehicle, its approved photos, the history its owner chose, its provenance. */
export const PublicVehicleView = Type.Object({
  vehicle: PublicVehicle,
  scope: ShareScope,
  photos: Type.Array(PublicPhoto),
  maintenance: Type.Array(PublicMaintenanceRecord),
  modifications: Type.Array(PublicModification),
  ownership: Type.Array(OwnershipPeriod),
  /**
   * A share link showing photos says when some still wait for review (whether, never how many or
   * which: docs/product.md#privacy); always false on the public page.
   */
  photosAwaitingReview: Type.Boolean(),
  /** The car's papers, through a share link that includes them; always empty on the public page. */
  documents: Type.Array(PublicDocument),
});
export type PublicVehicleView = Static<typeof PublicVehicleView>;
