import type { SelectOption } from '@vg/shared';
import type {
  DatePrecision,
  MatchingComponent,
  NumbersVerdict,
  VehicleCondition,
  VehicleStatus,
  Visibility,
} from './api/vehicle-types';

export const CONDITION_LABELS: Record<VehicleCondition, string> = {
  project: 'Project',
  driver: 'Driver',
  restored: 'Restored',
  survivor: 'Survivor (unrestored)',
  concours: 'Concours',
};

export const STATUS_LABELS: Record<VehicleStatus, string> = {
  active: 'Active',
  stored: 'Stored',
  under_restoration: 'Under restoration',
  sold: 'Sold',
  destroyed: 'Destroyed',
};

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  private: 'Private: only you',
  unlisted: 'Unlisted: anyone with a share link',
  public: 'Public: findable by its number',
};

export const PRECISION_LABELS: Record<DatePrecision, string> = {
  day: 'Exact day',
  month: 'Month',
  year: 'Year',
  circa: 'Circa (about)',
};

export const NUMBERS_LABELS: Record<NumbersVerdict, string> = {
  matching: 'Matching',
  non_matching: 'Non-matching',
  period_correct: 'Period-correct replacement',
  unknown: 'Unknown',
};

export const COMPONENT_LABELS: Record<MatchingComponent, string> = {
  chassis: 'Chassis',
  engine: 'Engine',
  gearbox: 'Gearbox',
  body: 'Body',
};

/** Select options from a label table, in its order. */
export function optionsOf<Key extends string>(labels: Record<Key, string>): SelectOption[] {
  return (Object.entries(labels) as Array<[Key, string]>).map(([value, label]) => ({
    value,
    label,
  }));
}
