import type { CommentTarget, FeedScope } from '@vg/contract';

// One key factory per entity, as in the other remotes. The admin remote invalidates the public
// showcase under ['community', 'showcase'] when it curates (one QueryClient on the page).

export const feedKeys = {
  all: ['community', 'feed'] as const,
  list: (scope: FeedScope) => [...feedKeys.all, { scope }] as const,
};

/** What I follow (keepers and cars): a follow or unfollow anywhere changes it. */
export const followingKeys = {
  all: ['community', 'following'] as const,
};

export const activityKeys = {
  all: ['community', 'activity'] as const,
};

export const userKeys = {
  all: ['community', 'user'] as const,
  detail: (username: string) => [...userKeys.all, username] as const,
  vehicles: (username: string) => [...userKeys.detail(username), 'vehicles'] as const,
};

export const showcaseKeys = {
  all: ['community', 'showcase'] as const,
  list: (limit: number) => [...showcaseKeys.all, { limit }] as const,
};

export const registryKeys = {
  all: ['community', 'registry'] as const,
  list: (params: Record<string, string | number | undefined>) =>
    [...registryKeys.all, 'list', params] as const,
};

/** A public car's community (counts, and whether I follow or admire it), and its comments. */
export const vehicleCommunityKeys = {
  all: ['community', 'vehicle'] as const,
  byIdentifier: (identifier: string) => [...vehicleCommunityKeys.all, 'by', identifier] as const,
  detail: (vehicleId: string) => [...vehicleCommunityKeys.all, vehicleId] as const,
};

export const commentKeys = {
  all: ['community', 'comments'] as const,
  thread: (target: CommentTarget, vehicleId: string) =>
    [...commentKeys.all, target, vehicleId] as const,
};
