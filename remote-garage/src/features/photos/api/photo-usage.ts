import { useQuery } from '@tanstack/react-query';
import { callApi } from '@vg/shared';
import { photoUsageKeys } from '../../../entities/query-keys';

/** GET /api/v1/photos/usage: what the member's stored photos take, and their room (PHOTO_QUOTA_MB). */
export async function getPhotoUsage() {
  return (await callApi('GET /photos/usage')).data;
}

export function usePhotoUsage() {
  return useQuery({ queryKey: photoUsageKeys.all, queryFn: getPhotoUsage });
}
