import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { Page } from '../../vehicles/api/vehicle-types';
import { vehiclePhotosKey } from './photo-keys';
import type { OwnedPhoto } from './photo-types';

/** GET /api/v1/vehicles/:id/photos: every photo in order, with its moderation state. */
export async function listPhotos(vehicleId: string): Promise<OwnedPhoto[]> {
  return (
    await apiRequest<Page<OwnedPhoto>>('GET', `/vehicles/${encodeURIComponent(vehicleId)}/photos`)
  ).data;
}

export function usePhotos(vehicleId: string) {
  return useQuery({ queryKey: vehiclePhotosKey(vehicleId), queryFn: () => listPhotos(vehicleId) });
}
