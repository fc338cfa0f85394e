import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '@vg/shared';
import type { PhotoUsage } from '@vg/contract';
import { photoUsageKeys } from '../../../entities/query-keys';

/** GET /api/v1/photos/usage: what the member's stored photos take, and their room (PHOTO_QUOTA_MB). */
export async function getPhotoUsage(): Promise<PhotoUsage> {
  return (await apiRequest<{ data: PhotoUsage }>('GET', '/photos/usage')).data;
}

export function usePhotoUsage() {
  return useQuery({ queryKey: photoUsageKeys.all, queryFn: getPhotoUsage });
}
