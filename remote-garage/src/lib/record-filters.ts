import type { ModificationFilters, RecordFilters } from '@vg/contract';

/** GET /maintenance and its totals: vehicle, category and dates (the contract's own filters). */
export type MaintenanceFilters = RecordFilters;
export type { ModificationFilters };

/** What every kind's cross-vehicle list filters by, besides its own selects. */
export type CommonRecordFilters = Pick<RecordFilters, 'vehicleId' | 'from' | 'to'>;

/** The names of a kind's own select filters: 'category', or 'system' and 'status'. */
export type SelectName<TFilters> = Exclude<keyof TFilters & string, keyof CommonRecordFilters>;

/** Whether a select's value is one of its labels' keys (the contract's enum), not "All …" (''). */
export function isChoice<TValue extends string>(
  labels: Record<TValue, string>,
  value: string,
): value is TValue {
  return Object.hasOwn(labels, value);
}

/**
 * The filters as a key and a query send them: an empty one ('' from a select or a cleared date)
 * is no filter, so clearing it finds the list already cached under the same key.
 */
export function withoutEmpty<TFilters extends object>(filters: TFilters): NoneEmpty<TFilters> {
  // fromEntries forgets the names; the filter only drops entries, so the rest keep their types.
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''),
  ) as NoneEmpty<TFilters>;
}

type NoneEmpty<TFilters> = { [K in keyof TFilters]?: Exclude<TFilters[K], ''> };
