import { apiQueryKey } from '@vg/shared';
import type { CommentTarget } from '@vg/contract';

// The keys this remote's writes invalidate, by the one convention (docs/query-keys.md): each is
// the prefix of the keys its reads take from apiQuery / useApiCursorList, so a write names what
// it changes without restating a path. The admin remote invalidates the public showcase when it
// curates (one QueryClient on the page).

/** Where each thread's comments are read: under a public car's page, or its showcase entry. */
export const THREAD_LIST = {
  vehicle: 'GET /public/vehicles/:id/comments',
  showcase: 'GET /showcase/:id/comments',
} as const satisfies Record<CommentTarget, string>;

export const communityKeys = {
  /** Both feeds (Following and Everyone), every filter. */
  feed: apiQueryKey('GET /community/feed'),
  /** What I follow (keepers and cars): a follow or unfollow anywhere changes it. */
  following: apiQueryKey('GET /community/following'),
  /** A keeper's public profile (their followers and whether I follow them). */
  keeper: (username: string) => apiQueryKey('GET /users/:username', { params: { username } }),
  /** A public car's counts, and whether I follow or admire it. */
  vehicleCommunity: (id: string) =>
    apiQueryKey('GET /public/vehicles/:id/community', { params: { id } }),
  /** One thread, every page. */
  thread: (target: CommentTarget, id: string) =>
    apiQueryKey(THREAD_LIST[target], { params: { id } }),
};
