import { useApiCursorList } from '@vg/shared';

/** GET /api/v1/admin/vehicles?q=: public cars as the registry finds them, each saying if featured. */
export function useFindCars(q: string) {
  return useApiCursorList('GET /admin/vehicles', { query: { q } }, { enabled: q !== '' });
}
