import type { PublicVehicleView as ContractPublicVehicleView } from '@vg/contract';
import type { MaintenanceRecord } from '../../maintenance/api/maintenance-types';
import type { Modification } from '../../modifications/api/modification-types';
import type { Narrowed } from '../../narrowed';
import type { OwnershipPeriod } from '../../provenance/api/ownership-types';
import type { Photo } from '../../photos/api/photo-types';
import type { PublicVehicle } from '../../vehicles/api/vehicle-types';

// The public page's shapes are the API's own (@vg/contract), its records read with their unions.
export type { ShareScope } from '@vg/contract';

export type PublicVehicleView = Narrowed<
  ContractPublicVehicleView,
  {
    vehicle: PublicVehicle;
    photos: Photo[];
    maintenance: MaintenanceRecord[];
    modifications: Modification[];
    ownership: OwnershipPeriod[];
  }
>;

export const PUBLIC_VEHICLES_PATH = '/api/v1/public/vehicles';
