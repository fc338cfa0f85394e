import { apiQueryKey, sharedQueryKeys } from '@vg/shared';
import {
  withoutEmpty,
  type MaintenanceFilters,
  type ModificationFilters,
} from '../lib/record-filters';
import type { DocumentListQuery } from '@vg/contract';
import type { VehicleFilters } from './vehicles/api/vehicle-types';

// Every query key of the garage, by the convention of docs/query-keys.md (apiQueryKey from the
// route table): a key is a prefix of every key below it, so invalidating `x.all` reaches everything
// under it. A list's filters are its last part, an object, and only when one is set: a detail's
// last part is its id, a string, so the two never meet.

export const vehicleKeys = {
  all: sharedQueryKeys.garage.vehicles,
  /** GET /api/v1/vehicles: ['/api/v1/vehicles', filters], the fetcher turns them into a query string. */
  list: (filters: VehicleFilters) => apiQueryKey('GET /vehicles', { query: withoutEmpty(filters) }),
  /** Whether a key is a list's: the root alone (no filter set) or the root and its filters. */
  isList: (queryKey: readonly unknown[]) =>
    queryKey[0] === vehicleKeys.all[0] &&
    (queryKey.length === 1 || (queryKey.length === 2 && typeof queryKey[1] === 'object')),
  detail: (id: string) => apiQueryKey('GET /vehicles/:id', { params: { id } }),
  /** GET /api/v1/vehicles/:id/maintenance, one vehicle's logbook. */
  maintenance: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/maintenance', { params: { vehicleId } }),
  modifications: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/modifications', { params: { vehicleId } }),
  photos: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/photos', { params: { vehicleId } }),
  reminders: (vehicleId: string) => sharedQueryKeys.garage.vehicleReminders(vehicleId),
  /** Who works on the car: its workshop and co-keepers (docs/product.md#workshops-and-co-keepers). */
  collaborators: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/collaborators', { params: { vehicleId } }),
  shareLinks: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/share-links', { params: { vehicleId } }),
  ownership: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/ownership', { params: { vehicleId } }),
  dossiers: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/dossiers', { params: { vehicleId } }),
  /** A car's costs of keeping, fill-ups (with the economy), valuations and condition reports. */
  costs: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/costs', { params: { vehicleId } }),
  fuel: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/fuel', { params: { vehicleId } }),
  valuations: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/valuations', { params: { vehicleId } }),
  conditionReports: (vehicleId: string) =>
    apiQueryKey('GET /vehicles/:vehicleId/condition-reports', { params: { vehicleId } }),
  /** What the car cost, its chart series; a named range (`{ from, to }`) as the last part. */
  costSummary: (vehicleId: string, range: { from?: string; to?: string } = {}) =>
    apiQueryKey('GET /vehicles/:vehicleId/cost-summary', {
      params: { vehicleId },
      query: withoutEmpty(range),
    }),
  /** A car's papers, or one record's (`{ maintenanceRecordId }` as the last part). */
  documents: (vehicleId: string, filter: DocumentListQuery = {}) =>
    apiQueryKey('GET /vehicles/:vehicleId/documents', {
      params: { vehicleId },
      query: withoutEmpty(filter),
    }),
};

/** One paper by its own id: what a receipt says, for a new maintenance record. */
export const documentKeys = {
  recordDraft: (documentId: string) =>
    apiQueryKey('GET /documents/:documentId/record-draft', { params: { documentId } }),
};

/** GET /api/v1/search?q=: the member's garage searched by words. */
export const searchKeys = {
  all: apiQueryKey('GET /search', { query: { q: '' } }).slice(0, 1),
  results: (q: string) => apiQueryKey('GET /search', { query: { q } }),
};

/** GET /api/v1/maintenance and its totals: the records across the owner's vehicles. */
export const maintenanceKeys = {
  all: sharedQueryKeys.garage.maintenance,
  list: (filters: MaintenanceFilters) =>
    apiQueryKey('GET /maintenance', { query: withoutEmpty(filters) }),
  totals: (filters: MaintenanceFilters) =>
    apiQueryKey('GET /maintenance/totals', { query: withoutEmpty(filters) }),
};

/** GET /api/v1/modifications and its totals. */
export const modificationKeys = {
  all: apiQueryKey('GET /modifications'),
  list: (filters: ModificationFilters) =>
    apiQueryKey('GET /modifications', { query: withoutEmpty(filters) }),
  totals: (filters: ModificationFilters) =>
    apiQueryKey('GET /modifications/totals', { query: withoutEmpty(filters) }),
};

/**
 * GET /api/v1/photos/usage: the room the member's photos take, across every vehicle. Saved for the
 * offline garage under its root, '/api/v1/photos' (@vg/shared offline-engine/persist-policy.ts).
 */
export const photoUsageKeys = {
  all: apiQueryKey('GET /photos/usage'),
};

/** GET /api/v1/collaborations: the cars the member is invited to or works on. */
export const collaborationKeys = {
  all: apiQueryKey('GET /collaborations'),
};

/** GET /api/v1/dashboard: the owner's garage at a glance. */
export const dashboardKeys = {
  all: sharedQueryKeys.garage.dashboard,
  /** GET /api/v1/dashboard/spending: under the dashboard's key, so refreshing it refreshes this. */
  spending: apiQueryKey('GET /dashboard/spending'),
};
