import { useCursorList } from '@vg/shared';
import type { ShowcaseEntry } from './showcase-entry';
import { showcaseKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/showcase?cursor=: the cars currently in the showcase. */
export function useShowcaseEntries() {
  return useCursorList<ShowcaseEntry>({
    queryKey: showcaseKeys.entries(),
    path: '/admin/showcase',
  });
}
