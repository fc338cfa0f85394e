import { useCursorList } from '@vg/shared';
import type { FeedItem, FeedKind, FeedMember } from '@vg/contract';
import { feedKeys } from '../../../lib/query-keys';

/** One line of GET /api/v1/community/feed?kind=&cursor= (signed in), newest first. */
export type { FeedItem, FeedKind, FeedMember };

/** `kind` narrows the feed to cars or to members; null is everything. */
export function useCommunityFeed(kind: FeedKind | null) {
  return useCursorList<FeedItem>({
    queryKey: feedKeys.list(kind),
    path: '/community/feed',
    params: { kind },
  });
}
