import type { SelectOption } from '@vg/shared';
import type { DatePrecision, Visibility } from './api/vehicle-types';

// What a car's particulars say (status, condition, matching numbers) is written once, for the API's
// rendered page and these screens alike (docs/product.md#public-car-page).
export {
  COMPONENT_LABELS,
  CONDITION_LABELS,
  NUMBERS_LABELS,
  STATUS_LABELS,
} from '@vg/contract/rules';

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

/** Select options from a label table, in its order. */
export function optionsOf<Key extends string>(labels: Record<Key, string>): SelectOption[] {
  return (Object.entries(labels) as Array<[Key, string]>).map(([value, label]) => ({
    value,
    label,
  }));
}
