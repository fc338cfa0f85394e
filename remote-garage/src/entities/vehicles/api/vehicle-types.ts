import type { Condition, MatchingNumbers, VehiclePatch, VehicleSort } from '@vg/contract';

// The vehicle shapes are the API's own (@vg/contract), enum fields included.
export type {
  DatePrecision,
  NumbersVerdict,
  OdometerUnit,
  Page,
  PhotoRef,
  PublicVehicle,
  VehicleStatus,
  VehicleSummary,
  Visibility,
} from '@vg/contract';
/** What the owner sees of their own vehicle. */
export type { OwnedVehicle as Vehicle } from '@vg/contract';
export type VehicleCondition = Condition;
export type MatchingComponent = keyof MatchingNumbers;
/** The body of an update: any part of a create's (VehicleFields). */
export type VehicleInput = VehiclePatch;

/**
 * The owner's list filters (GET /api/v1/vehicles), which also name the list's query key. A select
 * left on "any" gives '', which the fetcher leaves out.
 */
export type VehicleFilters = {
  [F in 'status' | 'condition' | 'visibility']?: NonNullable<VehiclePatch[F]> | '';
} & { q?: string; sort?: VehicleSort; limit?: number };
