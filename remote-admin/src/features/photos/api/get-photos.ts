import { useApiCursorList } from '@vg/shared';
import type { ModerationStatus } from './moderation-photo';

/** GET /api/v1/admin/photos?status=&cursor=: photos of one moderation status, newest first. */
export function usePhotos(status: ModerationStatus) {
  return useApiCursorList('GET /admin/photos', { query: { status } });
}
