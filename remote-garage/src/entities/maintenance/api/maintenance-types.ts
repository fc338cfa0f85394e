import type { Performer, Totals } from '@vg/contract';

// The maintenance shapes are the API's own (@vg/contract), enum fields included.
export type {
  MaintenanceCategory,
  MaintenanceInput,
  MaintenanceRecord,
  Part,
  PartSource,
} from '@vg/contract';
export type PerformedBy = Performer;
export type RecordTotals = Totals;
