import { useApiCursorList } from '@vg/shared';
import type { PublicVehicle } from '../../../lib/vehicle-gallery/public-vehicle';

/** GET /api/v1/showcase?limit=&cursor= (public): the curated cars, newest pick first. */
export type ShowcaseEntry = PublicVehicle;

export const SHOWCASE_PAGE_SIZE = 12;

export function useShowcase() {
  return useApiCursorList(
    'GET /showcase',
    { query: { limit: SHOWCASE_PAGE_SIZE } },
    // The gallery shows an entry as every public list shows a car (its note is the admin's).
    { toItem: (entry): ShowcaseEntry => entry },
  );
}
