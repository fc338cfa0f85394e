import type { QueryClient } from '@tanstack/react-query';
import { invalidateAfterMaintenanceWrite } from '../../maintenance/api/maintenance-keys';
import type { MaintenanceInput, MaintenanceRecord } from '../../maintenance/api/maintenance-types';
import { invalidateAfterModificationWrite } from '../../modifications/api/modification-keys';
import type { Modification, ModificationInput } from '../../modifications/api/modification-types';
import { maintenanceKeys, modificationKeys } from '../../query-keys';

/**
 * What differs between the two kinds of record in their endpoints: the paths, the query keys and
 * what a write invalidates. The request code is the same for both (list-records.ts,
 * write-records.ts).
 */
export interface RecordKind<TRecord, TInput = unknown> {
  /** Under /api/v1: the cross-vehicle list, `${path}/totals` and `${path}/:id`. */
  path: '/maintenance' | '/modifications';
  /** A vehicle's own records: /api/v1/vehicles/:id/<vehicleSegment>. */
  vehicleSegment: 'maintenance' | 'modifications';
  keys: typeof maintenanceKeys | typeof modificationKeys;
  invalidateAfterWrite: (queryClient: QueryClient, vehicleId: string) => Promise<unknown>;
  /** Words for a waiting change: 'Maintenance: Oil and filter'. */
  label: string;
  /** What a record made offline shows for the fields its form left out (docs/adr/0015). */
  waitingDefaults: Partial<TRecord>;
  /** Only carry the record and body types, for the requests' answers and bodies. */
  readonly record?: TRecord;
  readonly input?: TInput;
}

export const MAINTENANCE_KIND: RecordKind<MaintenanceRecord, MaintenanceInput> = {
  path: '/maintenance',
  vehicleSegment: 'maintenance',
  keys: maintenanceKeys,
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
  // A lower odometer reading changes the vehicle too (see maintenance-keys.ts).
  invalidateAfterWrite: invalidateAfterMaintenanceWrite,
};

export const MODIFICATION_KIND: RecordKind<Modification, ModificationInput> = {
  path: '/modifications',
  vehicleSegment: 'modifications',
  keys: modificationKeys,
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
  invalidateAfterWrite: invalidateAfterModificationWrite,
};
