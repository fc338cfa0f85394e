import { useCursorList } from '@vg/shared';
import type { PublicVehicle } from '../../../lib/vehicle-gallery/public-vehicle';

/** GET /api/v1/showcase?limit=&cursor= (public): the curated cars, newest pick first. */
export type ShowcaseEntry = PublicVehicle;

export const SHOWCASE_PAGE_SIZE = 12;

export const showcaseQueryKey = ['community', 'showcase', { limit: SHOWCASE_PAGE_SIZE }] as const;

export function useShowcase() {
  return useCursorList<ShowcaseEntry>({
    queryKey: showcaseQueryKey,
    path: '/showcase',
    params: { limit: SHOWCASE_PAGE_SIZE },
  });
}
