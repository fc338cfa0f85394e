import { useCursorList } from '@vg/shared';
import type { PublicVehicle } from '../../../lib/vehicle-gallery/public-vehicle';

export interface FeedMember {
  username: string;
  displayName: string | null;
  avatarUrl: string | null;
}

/** One line of GET /api/v1/community/feed?kind=&cursor= (signed in), newest first. */
export type FeedItem =
  | { kind: 'vehicle'; id: string; occurredAt: string; vehicle: PublicVehicle }
  | { kind: 'member'; id: string; occurredAt: string; member: FeedMember };

export type FeedKind = FeedItem['kind'];

/** `kind` narrows the feed to cars or to members; null is everything. */
export const communityFeedQueryKey = (kind: FeedKind | null) =>
  ['community', 'feed', { kind }] as const;

export function useCommunityFeed(kind: FeedKind | null) {
  return useCursorList<FeedItem>({
    queryKey: communityFeedQueryKey(kind),
    path: '/community/feed',
    params: { kind },
  });
}
