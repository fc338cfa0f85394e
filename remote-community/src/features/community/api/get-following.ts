import { useApiCursorList } from '@vg/shared';
import type { FollowedTarget } from '@vg/contract';

export type { FollowedTarget };

/** GET /api/v1/community/following (signed in): the keepers and cars I follow, newest first. */
export function useFollowing() {
  return useApiCursorList('GET /community/following', {});
}
