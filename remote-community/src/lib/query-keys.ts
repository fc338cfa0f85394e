import type { FeedKind } from '@vg/contract';

// One key factory per entity, as in the other remotes. The admin remote invalidates the public
// showcase under ['community', 'showcase'] when it curates (one QueryClient on the page).

export const feedKeys = {
  all: ['community', 'feed'] as const,
  list: (kind: FeedKind | null) => [...feedKeys.all, { kind }] as const,
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
