import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page } from '../../../entities/vehicles/api/vehicle-types';
import type { OwnedPhoto } from '../../../entities/photos/api/photo-types';
import { vehicleKeys } from '../../../entities/query-keys';

/** GET /api/v1/vehicles/:id/photos: every photo in order, with its moderation state. */
export async function listPhotos(vehicleId: string): Promise<OwnedPhoto[]> {
  return (
    await apiRequest<Page<OwnedPhoto>>('GET', `/vehicles/${encodeURIComponent(vehicleId)}/photos`)
  ).data;
}

export function usePhotos(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.photos(vehicleId),
    queryFn: () => listPhotos(vehicleId),
  });
}
