import { useQuery } from '@tanstack/react-query';
import type { DocumentListQuery, VehicleDocument } from '@vg/contract';
import { callApi } from '@vg/shared';
import { vehicleKeys } from '../../../entities/query-keys';
import { withoutEmpty } from '../../../lib/record-filters';

/** While the background reader works on a paper its thumbnail is on the way: look again this often. */
export const READING_POLL_MS = 5000;

/** GET /api/v1/vehicles/:id/documents: a car's papers, newest date first, or one record's. */
export async function listDocuments(
  vehicleId: string,
  filter: DocumentListQuery = {},
): Promise<VehicleDocument[]> {
  return (
    await callApi('GET /vehicles/:vehicleId/documents', {
      params: { vehicleId },
      query: withoutEmpty(filter),
    })
  ).data;
}

export function useDocuments(vehicleId: string, filter: DocumentListQuery = {}) {
  return useQuery({
    queryKey: vehicleKeys.documents(vehicleId, filter),
    queryFn: () => listDocuments(vehicleId, filter),
    refetchInterval: (query) =>
      query.state.data?.some((document) => document.reading === 'pending')
        ? READING_POLL_MS
        : false,
  });
}
