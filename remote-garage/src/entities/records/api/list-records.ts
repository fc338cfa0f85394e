import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { RecordKind } from './record-kinds';

/** GET /api/v1/maintenance or /modifications: one kind's records across the owner's vehicles. */
export function useRecordList<TRecord, TFilters>(
  kind: RecordKind<TRecord, never, TFilters>,
  filters: TFilters,
) {
  return useInfiniteQuery({
    queryKey: kind.keys.list(filters),
    queryFn: ({ pageParam }) => kind.list(filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}

/** GET .../totals: how many records match and what they cost, per currency. */
export function useRecordTotals<TFilters>(
  kind: RecordKind<unknown, never, TFilters>,
  filters: TFilters,
) {
  return useQuery({
    queryKey: kind.keys.totals(filters),
    queryFn: () => kind.totals(filters),
  });
}

/** GET /api/v1/vehicles/:id/maintenance (or /modifications): newest first, a cursor page at a time. */
export function useVehicleRecords<TRecord>(
  kind: RecordKind<TRecord, never, never>,
  vehicleId: string,
) {
  return useInfiniteQuery({
    queryKey: kind.keys.vehicle(vehicleId),
    queryFn: ({ pageParam }) => kind.vehicleList(vehicleId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
