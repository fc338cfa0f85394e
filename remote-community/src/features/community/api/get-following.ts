import { useCursorList } from '@vg/shared';
import type { FollowedTarget } from '@vg/contract';
import { followingKeys } from '../../../lib/query-keys';

export type { FollowedTarget };

/** GET /api/v1/community/following (signed in): the keepers and cars I follow, newest first. */
export function useFollowing() {
  return useCursorList<FollowedTarget>({
    queryKey: followingKeys.all,
    path: '/community/following',
  });
}
