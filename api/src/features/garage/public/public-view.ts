import type { Db } from '../../../db/database.js';
import { approvedPhotos } from '../photos/photo-query.js';
import type {
  MaintenanceRecord,
  Modification,
  PublicDocument,
  PublicVehicleView,
  ShareScope,
} from '@vg/contract';
import { selectDocuments, toDocument } from '../documents/document-query.js';
import { withoutPrivateNotes } from '@vg/contract/rules';
import { ownershipTimeline } from '../provenance/ownership-store.js';
import { maintenancePage } from '../records/maintenance-page.js';
import { modificationsPage } from '../records/modification-store.js';
import { authorToldToOthers, authorshipOf, toldToOthers } from '../records/recorded-by.js';
import { toPublicVehicle, type VehicleRow } from '../vehicles/vehicle-mapper.js';

/** A public page shows a long history, but a bounded one. */
const HISTORY_LIMIT = 100;

/**
 * Public pages (by identifier) show the history without what anything cost, and without the notes
 * on records and keepers: those are the keeper's own (docs/product.md#sharing).
 */
export const PUBLIC_PAGE_SCOPE: ShareScope = {
  maintenance: true,
  modifications: true,
  photos: true,
  costs: false,
  notes: false,
  documents: false,
};

function withoutCosts(record: MaintenanceRecord): MaintenanceRecord {
  return {
    ...record,
    partsCost: null,
    labourCost: null,
    totalCost: null,
    currency: null,
    parts: record.parts.map((part) => ({ ...part, unitCost: null })),
  };
}

/** A modification has no notes of its own: its description and reason are its public story. */
const modificationWithoutCost = (modification: Modification): Modification => ({
  ...modification,
  cost: null,
  currency: null,
});

/** Whether any photo of the car still waits for a moderator (not how many, nor which). */
async function photosWaiting(db: Db, vehicleId: string): Promise<boolean> {
  const row = await db
    .selectFrom('vehicle_photos')
    .select('id')
    .where('vehicle_id', '=', vehicleId)
    .where('moderation_status', '=', 'pending')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** A share link's papers, with addresses only that link opens; a note only when it shows notes. */
async function sharedDocuments(
  db: Db,
  row: VehicleRow,
  linkId: string,
  scope: ShareScope,
  secret: string,
): Promise<PublicDocument[]> {
  const rows = await selectDocuments(db)
    .where('vehicle_documents.vehicle_id', '=', row.id)
    .where('vehicle_documents.user_id', '=', row.user_id)
    .limit(HISTORY_LIMIT)
    .execute();
  return rows.map((document) => ({
    ...toDocument(document, secret, { kind: 'share', linkId }),
    note: scope.notes ? document.note : null,
    author: authorToldToOthers(authorshipOf(document)),
  }));
}

export async function publicVehicleView(
  db: Db,
  row: VehicleRow,
  scope: ShareScope,
  photoSecret: string,
  /**
   * The share link the page is for: it says when photos it would show wait for review, and shows
   * the papers when its keeper ticked them; the public page (null) does neither.
   */
  shareLinkId: string | null = null,
): Promise<PublicVehicleView> {
  const viaShareLink = shareLinkId !== null;
  const [photos, maintenance, modifications, ownership, waiting, documents] = await Promise.all([
    scope.photos ? approvedPhotos(db, row.id, photoSecret) : [],
    scope.maintenance
      ? maintenancePage(db, row.user_id, { vehicleId: row.id }, undefined, HISTORY_LIMIT)
      : null,
    scope.modifications
      ? modificationsPage(db, row.user_id, { vehicleId: row.id }, undefined, HISTORY_LIMIT)
      : null,
    ownershipTimeline(db, row.id),
    viaShareLink && scope.photos ? photosWaiting(db, row.id) : false,
    shareLinkId !== null && scope.documents
      ? sharedDocuments(db, row, shareLinkId, scope, photoSecret)
      : [],
  ]);
  return withoutPrivateNotes({
    vehicle: toPublicVehicle(row, photoSecret),
    scope,
    photos,
    // Who wrote each entry by role only (docs/product.md#public-car-page).
    maintenance: (maintenance?.data ?? []).map((record) =>
      toldToOthers(scope.costs ? record : withoutCosts(record)),
    ),
    modifications: (modifications?.data ?? []).map((item) =>
      toldToOthers(scope.costs ? item : modificationWithoutCost(item)),
    ),
    ownership,
    photosAwaitingReview: waiting,
    documents,
  });
}
