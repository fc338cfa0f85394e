import { useApiCursorList } from '@vg/shared';
import type { PublicVehicle } from '../../../lib/vehicle-gallery/public-vehicle';

/**
 * GET /api/v1/showcase?limit=&cursor= (public): the curated cars, newest pick first, each with the
 * curator's blurb (`note`, null when the admin wrote none).
 */
export type ShowcaseEntry = PublicVehicle & { note: string | null };

export const SHOWCASE_PAGE_SIZE = 12;

export function useShowcase() {
  return useApiCursorList(
    'GET /showcase',
    { query: { limit: SHOWCASE_PAGE_SIZE } },
    // The gallery shows an entry as every public list shows a car, with the curator's blurb.
    { toItem: (entry): ShowcaseEntry => entry },
  );
}
