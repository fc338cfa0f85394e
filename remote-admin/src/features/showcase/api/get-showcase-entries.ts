import { useCursorList } from '@vg/shared';
import type { ShowcaseEntry } from './showcase-entry';

/** GET /api/v1/admin/showcase?cursor=: the cars currently in the showcase. */
export const showcaseEntriesQueryKey = ['admin', 'showcase', 'entries'] as const;

export function useShowcaseEntries() {
  return useCursorList<ShowcaseEntry>({
    queryKey: showcaseEntriesQueryKey,
    path: '/admin/showcase',
  });
}
