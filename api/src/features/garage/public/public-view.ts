import { Type, type Static } from '@sinclair/typebox';
import type { Db } from '../../../db/database.js';
import { approvedPhotos } from '../photos/photo-query.js';
import { Photo } from '../photos/photo-schemas.js';
import { OwnershipPeriod } from '../provenance/ownership-schemas.js';
import { ownershipTimeline } from '../provenance/ownership-store.js';
import { maintenancePage } from '../records/maintenance-page.js';
import { MaintenanceRecord, type MaintenanceRecordDto } from '../records/maintenance-schemas.js';
import { Modification, type ModificationDto } from '../records/modification-schemas.js';
import { modificationsPage } from '../records/modification-store.js';
import { ShareScope, type ShareScopeDto } from '../share-links/share-link-schemas.js';
import { toPublicVehicle, type VehicleRow } from '../vehicles/vehicle-mapper.js';
import { PublicVehicle } from '../vehicles/vehicle-schemas.js';

/** What a public page shows: the vehicle, its approved photos, the history its owner chose, its provenance. */
export const PublicVehicleView = Type.Object({
  vehicle: PublicVehicle,
  scope: ShareScope,
  photos: Type.Array(Photo),
  maintenance: Type.Array(MaintenanceRecord),
  modifications: Type.Array(Modification),
  ownership: Type.Array(OwnershipPeriod),
});
export type PublicVehicleViewDto = Static<typeof PublicVehicleView>;

/** A public page shows a long history, but a bounded one. */
const HISTORY_LIMIT = 100;

/** Public pages (by identifier) show the history without what anything cost. */
export const PUBLIC_PAGE_SCOPE: ShareScopeDto = {
  maintenance: true,
  modifications: true,
  photos: true,
  costs: false,
};

function withoutCosts(record: MaintenanceRecordDto): MaintenanceRecordDto {
  return {
    ...record,
    partsCost: null,
    labourCost: null,
    totalCost: null,
    currency: null,
    parts: record.parts.map((part) => ({ ...part, unitCost: null })),
  };
}

const modificationWithoutCost = (modification: ModificationDto): ModificationDto => ({
  ...modification,
  cost: null,
  currency: null,
});

export async function publicVehicleView(
  db: Db,
  row: VehicleRow,
  scope: ShareScopeDto,
  photoSecret: string,
): Promise<PublicVehicleViewDto> {
  const [photos, maintenance, modifications, ownership] = await Promise.all([
    scope.photos ? approvedPhotos(db, row.id, photoSecret) : [],
    scope.maintenance
      ? maintenancePage(db, row.user_id, { vehicleId: row.id }, undefined, HISTORY_LIMIT)
      : null,
    scope.modifications
      ? modificationsPage(db, row.user_id, { vehicleId: row.id }, undefined, HISTORY_LIMIT)
      : null,
    ownershipTimeline(db, row.id),
  ]);
  return {
    vehicle: toPublicVehicle(row, photoSecret),
    scope,
    photos,
    maintenance: (maintenance?.data ?? []).map((record) =>
      scope.costs ? record : withoutCosts(record),
    ),
    modifications: (modifications?.data ?? []).map((item) =>
      scope.costs ? item : modificationWithoutCost(item),
    ),
    ownership,
  };
}
