import { useCursorList } from '../../common/cursor-pages';
import type { PublicVehicle } from '../../vehicle-gallery/public-vehicle';

export interface FeedMember {
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
}

/** One line of GET /api/v1/community/feed?cursor= (signed in), newest first. */
export type FeedItem =
  | { kind: 'vehicle'; id: string; occurredAt: string; vehicle: PublicVehicle }
  | { kind: 'member'; id: string; occurredAt: string; member: FeedMember };

export const communityFeedQueryKey = ['community', 'feed'] as const;

export function useCommunityFeed() {
  return useCursorList<FeedItem>({ queryKey: communityFeedQueryKey, path: '/community/feed' });
}
