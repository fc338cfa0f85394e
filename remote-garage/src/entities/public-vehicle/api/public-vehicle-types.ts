import type { MaintenanceRecord } from '../../maintenance/api/maintenance-types';
import type { Modification } from '../../modifications/api/modification-types';
import type { Photo } from '../../photos/api/photo-types';
import type { OwnershipPeriod } from '../../provenance/api/ownership-types';
import type { PublicVehicle } from '../../vehicles/api/vehicle-types';

/** What the share link (or a public page) lets a visitor see; costs are off unless the owner chose them. */
export interface ShareScope {
  maintenance: boolean;
  modifications: boolean;
  photos: boolean;
  costs: boolean;
}

/** The garage API's public page (api/src/features/garage/public/public-view.ts). */
export interface PublicVehicleView {
  vehicle: PublicVehicle;
  scope: ShareScope;
  photos: Photo[];
  maintenance: MaintenanceRecord[];
  modifications: Modification[];
  ownership: OwnershipPeriod[];
}

export const PUBLIC_VEHICLES_PATH = '/api/v1/public/vehicles';
