import type { RecordFilters } from '../lib/record-filters';
import { MAINTENANCE_PATH } from './maintenance/api/maintenance-types';
import { MODIFICATIONS_PATH } from './modifications/api/modification-types';
import { VEHICLES_PATH, type VehicleFilters } from './vehicles/api/vehicle-types';

// Every query key of the garage, one factory per entity. A key starts with the endpoint's path, so
// invalidating `x.all` reaches everything under it; filters are an object part that names a list.

export const vehicleKeys = {
  all: [VEHICLES_PATH] as const,
  /** GET /api/v1/vehicles: the fetcher turns the filters into a query string. */
  list: (filters: VehicleFilters) => [VEHICLES_PATH, { list: filters }] as const,
  detail: (id: string) => [VEHICLES_PATH, id] as const,
  /** GET /api/v1/vehicles/:id/maintenance, one vehicle's logbook. */
  maintenance: (id: string) => [...vehicleKeys.detail(id), 'maintenance'] as const,
  modifications: (id: string) => [...vehicleKeys.detail(id), 'modifications'] as const,
  photos: (id: string) => [...vehicleKeys.detail(id), 'photos'] as const,
  reminders: (id: string) => [...vehicleKeys.detail(id), 'reminders'] as const,
  shareLinks: (id: string) => [...vehicleKeys.detail(id), 'share-links'] as const,
  ownership: (id: string) => [...vehicleKeys.detail(id), 'ownership'] as const,
  dossiers: (id: string) => [...vehicleKeys.detail(id), 'dossiers'] as const,
};

/** GET /api/v1/maintenance and its totals: the records across the owner's vehicles. */
export const maintenanceKeys = {
  all: [MAINTENANCE_PATH] as const,
  list: (filters: RecordFilters) => [MAINTENANCE_PATH, { list: filters }] as const,
  totals: (filters: RecordFilters) => [MAINTENANCE_PATH, 'totals', filters] as const,
};

/** GET /api/v1/modifications and its totals. */
export const modificationKeys = {
  all: [MODIFICATIONS_PATH] as const,
  list: (filters: RecordFilters) => [MODIFICATIONS_PATH, { list: filters }] as const,
  totals: (filters: RecordFilters) => [MODIFICATIONS_PATH, 'totals', filters] as const,
};

/** GET /api/v1/photos/usage: the room the member's photos take, across every vehicle. */
export const photoUsageKeys = {
  all: ['/api/v1/photos/usage'] as const,
};

/** GET /api/v1/dashboard: the owner's garage at a glance. */
export const dashboardKeys = {
  all: ['/api/v1/dashboard'] as const,
};
