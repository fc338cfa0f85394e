import { useApiCursorList } from '@vg/shared';

/** GET /api/v1/admin/showcase?cursor=: the cars currently in the showcase. */
export function useShowcaseEntries() {
  return useApiCursorList('GET /admin/showcase', {});
}
