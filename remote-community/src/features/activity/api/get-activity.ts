import { useCursorList } from '@vg/shared';
import type { ActivityItem } from '@vg/contract';
import { activityKeys } from '../../../lib/query-keys';

/** One line of GET /api/v1/activity?cursor= (signed in): my garage's events and my cars' visitors. */
export type { ActivityItem };

export function useActivity() {
  return useCursorList<ActivityItem>({ queryKey: activityKeys.all, path: '/activity' });
}
