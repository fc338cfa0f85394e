import { useApiCursorList } from '@vg/shared';
import type { FeedItem, FeedMember, FeedScope } from '@vg/contract';

/** One line of GET /api/v1/community/feed?scope=&cursor= (signed in), newest first. */
export type { FeedItem, FeedMember, FeedScope };

/** Following: what the keepers and cars I follow did. Everyone: the whole community. */
export function useCommunityFeed(scope: FeedScope) {
  return useApiCursorList('GET /community/feed', { query: { scope } });
}
