import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import type { OwnedPhoto } from '../../../entities/photos/api/photo-types';
import { vehicleKeys } from '../../../entities/query-keys';

/** GET /api/v1/vehicles/:id/photos: every photo in order, with its moderation state. */
export async function listPhotos(vehicleId: string): Promise<OwnedPhoto[]> {
  return (await callApi('GET /vehicles/:vehicleId/photos', { params: { vehicleId } })).data;
}

export function usePhotos(vehicleId: string) {
  return useQuery({
    queryKey: vehicleKeys.photos(vehicleId),
    queryFn: () => listPhotos(vehicleId),
  });
}
