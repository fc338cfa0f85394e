import { useCursorList } from '@vg/shared';
import type { ModerationPhoto, ModerationStatus } from './moderation-photo';

/** GET /api/v1/admin/photos?status=&cursor=: photos of one moderation status, newest first. */
export const photosQueryKey = (status: ModerationStatus) =>
  ['admin', 'photos', { status }] as const;

export function usePhotos(status: ModerationStatus) {
  return useCursorList<ModerationPhoto>({
    queryKey: photosQueryKey(status),
    path: '/admin/photos',
    params: { status },
  });
}
