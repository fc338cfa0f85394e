import type { MaintenanceRecord } from '../../maintenance/api/maintenance-types';
import type { Modification } from '../../modifications/api/modification-types';
import { maintenanceKeys, modificationKeys } from '../../query-keys';

/**
 * What differs between the two kinds of record in the cross-vehicle endpoints: the path and the
 * query keys. The list and totals code is the same for both (list-records.ts).
 */
export interface RecordKind<TRecord> {
  /** Under /api/v1; the totals live at `${path}/totals`. */
  path: '/maintenance' | '/modifications';
  keys: typeof maintenanceKeys | typeof modificationKeys;
  /** Only carries the record type, for the hooks' answers. */
  readonly record?: TRecord;
}

export const MAINTENANCE_KIND: RecordKind<MaintenanceRecord> = {
  path: '/maintenance',
  keys: maintenanceKeys,
};

export const MODIFICATION_KIND: RecordKind<Modification> = {
  path: '/modifications',
  keys: modificationKeys,
};
