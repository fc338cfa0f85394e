import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrapData } from '@vg/shared';
import { toQueryString, type RecordFilters } from '../../../lib/record-filters';
import type { RecordTotals } from '../../maintenance/api/maintenance-types';
import type { Page } from '../../vehicles/api/vehicle-types';
import { vehicleKeys } from '../../query-keys';
import type { RecordKind } from './record-kinds';

/** GET /api/v1/maintenance or /modifications: one kind's records across the owner's vehicles. */
export async function listRecords<TRecord>(
  kind: RecordKind<TRecord>,
  filters: RecordFilters,
  cursor: string | null,
): Promise<Page<TRecord>> {
  return apiRequest<Page<TRecord>>('GET', `${kind.path}${toQueryString({ ...filters, cursor })}`);
}

export function useRecordList<TRecord>(kind: RecordKind<TRecord>, filters: RecordFilters) {
  return useInfiniteQuery({
    queryKey: kind.keys.list(filters),
    queryFn: ({ pageParam }) => listRecords(kind, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}

/** GET .../totals: how many records match and what they cost, per currency. */
export async function getRecordTotals(
  kind: RecordKind<unknown>,
  filters: RecordFilters,
): Promise<RecordTotals> {
  return unwrapData<RecordTotals>(
    await apiRequest('GET', `${kind.path}/totals${toQueryString(filters)}`),
  );
}

export function useRecordTotals(kind: RecordKind<unknown>, filters: RecordFilters) {
  return useQuery({
    queryKey: kind.keys.totals(filters),
    queryFn: () => getRecordTotals(kind, filters),
  });
}

/** GET /api/v1/vehicles/:id/maintenance (or /modifications): newest first, a cursor page at a time. */
export async function listVehicleRecords<TRecord>(
  kind: RecordKind<TRecord>,
  vehicleId: string,
  cursor: string | null,
): Promise<Page<TRecord>> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<Page<TRecord>>(
    'GET',
    `/vehicles/${encodeURIComponent(vehicleId)}/${kind.vehicleSegment}${query}`,
  );
}

export function useVehicleRecords<TRecord>(kind: RecordKind<TRecord>, vehicleId: string) {
  return useInfiniteQuery({
    queryKey: vehicleKeys[kind.vehicleSegment](vehicleId),
    queryFn: ({ pageParam }) => listVehicleRecords(kind, vehicleId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.page.nextCursor,
  });
}
