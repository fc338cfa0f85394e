import type {
  Condition,
  DatePrecision,
  MatchingNumbers,
  OdometerUnit,
  OwnedVehicle,
  PublicVehicle as ContractPublicVehicle,
  VehiclePatch,
  VehicleStatus,
  VehicleSummary as ContractVehicleSummary,
  Visibility,
} from '@vg/contract';
import type { Narrowed } from '../../narrowed';

// The vehicle shapes are the API's own (@vg/contract), read with their enum fields as unions.
export type {
  DatePrecision,
  NumbersVerdict,
  OdometerUnit,
  Page,
  PhotoRef,
  VehicleStatus,
  Visibility,
} from '@vg/contract';
export type VehicleCondition = Condition;
export type MatchingComponent = keyof MatchingNumbers;

interface CardUnions {
  odometerUnit: OdometerUnit;
  condition: Condition | null;
  status: VehicleStatus;
}
interface PublicUnions extends CardUnions {
  buildDatePrecision: DatePrecision | null;
  identifierCheck: 'valid' | 'mismatch_confirmed' | null;
}

/** What anyone who may see the vehicle sees. */
export type PublicVehicle = Narrowed<ContractPublicVehicle, PublicUnions>;
/** What the owner sees of their own vehicle. */
export type Vehicle = Narrowed<OwnedVehicle, PublicUnions & { visibility: Visibility }>;
/** A row of the owner's list and dashboard: what a card shows. */
export type VehicleSummary = Narrowed<
  ContractVehicleSummary,
  CardUnions & { visibility: Visibility }
>;
/** The body of a create or an update. */
export type VehicleInput = VehiclePatch;

/** The owner's list filters (GET /api/v1/vehicles), which also name the list's query key. */
export interface VehicleFilters {
  q?: string;
  status?: VehicleStatus | '';
  condition?: VehicleCondition | '';
  visibility?: Visibility | '';
  sort?: 'recent' | 'name' | 'year';
  limit?: number;
}

export const VEHICLES_PATH = '/api/v1/vehicles';
