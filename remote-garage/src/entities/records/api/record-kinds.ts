import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { callApi, prepareCall, type PreparedCall } from '@vg/shared';
import type {
  MaintenanceInput,
  MaintenanceRecord,
  Modification,
  ModificationInput,
  Totals,
} from '@vg/contract';
import type { MaintenanceFilters, ModificationFilters } from '../../../lib/record-filters';
import { dashboardKeys, maintenanceKeys, modificationKeys, vehicleKeys } from '../../query-keys';
import type { Page } from '../../vehicles/api/vehicle-types';

/**
 * One kind of record (maintenance, modifications) and its own operations of the route table
 * (contract/src/routes/garage/records.ts), each called by its key so its answer is typed. What the
 * two kinds share (the paging, the offline queue, the waiting entries) is written once, over
 * these, in list-records.ts and write-records.ts.
 */
export interface RecordKind<TRecord, TInput, TFilters> {
  /** The kind's path segment: a vehicle's own records are /vehicles/:vehicleId/<segment>. */
  segment: 'maintenance' | 'modifications';
  /** Words for a waiting change: 'Maintenance: Oil and filter'. */
  label: string;
  /** What a record made offline shows for the fields its form left out (docs/adr/0015). */
  waitingDefaults: Partial<TRecord>;
  keys: {
    list: (filters: TFilters) => QueryKey;
    totals: (filters: TFilters) => QueryKey;
    vehicle: (vehicleId: string) => QueryKey;
  };
  list: (filters: TFilters, cursor: string | null) => Promise<Page<TRecord>>;
  totals: (filters: TFilters) => Promise<Totals>;
  vehicleList: (vehicleId: string, cursor: string | null) => Promise<Page<TRecord>>;
  create: (vehicleId: string, input: TInput) => Promise<TRecord>;
  update: (id: string, input: TInput) => Promise<TRecord>;
  remove: (id: string) => Promise<unknown>;
  /** A create or update to queue: the same operations the calls above make, input checked alike. */
  createCall: (vehicleId: string, input: TInput) => PreparedCall<'POST'>;
  updateCall: (id: string, input: TInput) => PreparedCall<'PUT'>;
  /** What any write of this kind changes, refreshed after it (docs/query-keys.md). */
  invalidateAfterWrite: (queryClient: QueryClient, vehicleId: string) => Promise<unknown>;
}

const page = (cursor: string | null) => (cursor ? { cursor } : {});

export type MaintenanceKind = RecordKind<MaintenanceRecord, MaintenanceInput, MaintenanceFilters>;

export const MAINTENANCE_KIND: MaintenanceKind = {
  segment: 'maintenance',
  label: 'Maintenance',
  waitingDefaults: {
    odometer: null,
    notes: null,
    performedBy: 'owner',
    shopName: null,
    labourHours: null,
    partsCost: null,
    labourCost: null,
    totalCost: null,
    currency: null,
    parts: [],
  },
  keys: {
    list: maintenanceKeys.list,
    totals: maintenanceKeys.totals,
    vehicle: vehicleKeys.maintenance,
  },
  list: (filters, cursor) =>
    callApi('GET /maintenance', { query: { ...filters, ...page(cursor) } }),
  totals: async (query) => (await callApi('GET /maintenance/totals', { query })).data,
  vehicleList: (vehicleId, cursor) =>
    callApi('GET /vehicles/:vehicleId/maintenance', { params: { vehicleId }, query: page(cursor) }),
  create: async (vehicleId, body) =>
    (await callApi('POST /vehicles/:vehicleId/maintenance', { params: { vehicleId }, body })).data,
  update: async (id, body) =>
    (await callApi('PUT /maintenance/:id', { params: { id }, body })).data,
  remove: (id) => callApi('DELETE /maintenance/:id', { params: { id } }),
  createCall: (vehicleId, body) =>
    prepareCall('POST /vehicles/:vehicleId/maintenance', { params: { vehicleId }, body }),
  updateCall: (id, body) => prepareCall('PUT /maintenance/:id', { params: { id }, body }),
  // The car's logbook, the cross-vehicle list and its totals, the car itself (its odometer follows
  // the highest reading, so only its detail, not what lies under it) and the dashboard.
  invalidateAfterWrite: (queryClient, vehicleId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.maintenance(vehicleId) }),
      queryClient.invalidateQueries({ queryKey: maintenanceKeys.all }),
      queryClient.invalidateQueries({ queryKey: vehicleKeys.detail(vehicleId), exact: true }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]),
};

export type ModificationKind = RecordKind<Modification, ModificationInput, ModificationFilters>;

export const MODIFICATION_KIND: ModificationKind = {
  segment: 'modifications',
  label: 'Modification',
  waitingDefaults: {
    description: null,
    status: 'completed',
    performedOn: null,
    inPeriod: false,
    reversible: false,
    originalRetained: false,
    originalLocation: null,
    reason: null,
    cost: null,
    currency: null,
  },
  keys: {
    list: modificationKeys.list,
    totals: modificationKeys.totals,
    vehicle: vehicleKeys.modifications,
  },
  list: (filters, cursor) =>
    callApi('GET /modifications', { query: { ...filters, ...page(cursor) } }),
  totals: async (query) => (await callApi('GET /modifications/totals', { query })).data,
  vehicleList: (vehicleId, cursor) =>
    callApi('GET /vehicles/:vehicleId/modifications', {
      params: { vehicleId },
      query: page(cursor),
    }),
  create: async (vehicleId, body) =>
    (await callApi('POST /vehicles/:vehicleId/modifications', { params: { vehicleId }, body }))
      .data,
  update: async (id, body) =>
    (await callApi('PUT /modifications/:id', { params: { id }, body })).data,
  remove: (id) => callApi('DELETE /modifications/:id', { params: { id } }),
  createCall: (vehicleId, body) =>
    prepareCall('POST /vehicles/:vehicleId/modifications', { params: { vehicleId }, body }),
  updateCall: (id, body) => prepareCall('PUT /modifications/:id', { params: { id }, body }),
  // The car's list, the cross-vehicle list and its totals, and the dashboard.
  invalidateAfterWrite: (queryClient, vehicleId) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: vehicleKeys.modifications(vehicleId) }),
      queryClient.invalidateQueries({ queryKey: modificationKeys.all }),
      queryClient.invalidateQueries({ queryKey: dashboardKeys.all }),
    ]),
};
