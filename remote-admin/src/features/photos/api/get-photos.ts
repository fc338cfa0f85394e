import { useCursorList } from '@vg/shared';
import type { ModerationPhoto, ModerationStatus } from './moderation-photo';
import { photoKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/photos?status=&cursor=: photos of one moderation status, newest first. */
export function usePhotos(status: ModerationStatus) {
  return useCursorList<ModerationPhoto>({
    queryKey: photoKeys.list(status),
    path: '/admin/photos',
    params: { status },
  });
}
