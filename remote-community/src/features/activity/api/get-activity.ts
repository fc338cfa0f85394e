import { useApiCursorList } from '@vg/shared';
import type { ActivityItem } from '@vg/contract';

/** One line of GET /api/v1/activity?cursor= (signed in): my garage's events and my cars' visitors. */
export type { ActivityItem };

export function useActivity() {
  return useApiCursorList('GET /activity', {});
}
