import { useCursorList } from '@vg/shared';
import type { PublicVehicle } from '../../../lib/vehicle-gallery/public-vehicle';
import { showcaseKeys } from '../../../lib/query-keys';

/** GET /api/v1/showcase?limit=&cursor= (public): the curated cars, newest pick first. */
export type ShowcaseEntry = PublicVehicle;

export const SHOWCASE_PAGE_SIZE = 12;

export function useShowcase() {
  return useCursorList<ShowcaseEntry>({
    queryKey: showcaseKeys.list(SHOWCASE_PAGE_SIZE),
    path: '/showcase',
    params: { limit: SHOWCASE_PAGE_SIZE },
  });
}
