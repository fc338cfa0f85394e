import type {
  MaintenanceCategory,
  MaintenanceRecord as ContractMaintenanceRecord,
  Part as ContractPart,
  PartSource,
  Performer,
  Totals,
} from '@vg/contract';
import type { Narrowed } from '../../narrowed';

// The maintenance shapes are the API's own (@vg/contract), read with their enum fields as unions.
export type { MaintenanceCategory, MaintenanceInput, PartSource } from '@vg/contract';
export type PerformedBy = Performer;
export type RecordTotals = Totals;

export type Part = Narrowed<ContractPart, { source: PartSource | null }>;
export type MaintenanceRecord = Narrowed<
  ContractMaintenanceRecord,
  { category: MaintenanceCategory; performedBy: Performer; parts: Part[] }
>;

export const MAINTENANCE_PATH = '/api/v1/maintenance';
