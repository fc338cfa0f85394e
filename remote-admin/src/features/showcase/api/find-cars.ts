import { useCursorList } from '@vg/shared';
import type { AdminVehicle } from '@vg/contract';
import { showcaseKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/vehicles?q=: public cars as the registry finds them, each saying if featured. */
export function useFindCars(q: string) {
  return useCursorList<AdminVehicle>({
    queryKey: showcaseKeys.candidates(q),
    path: '/admin/vehicles',
    params: { q },
    enabled: q !== '',
  });
}
