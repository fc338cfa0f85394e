import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@vg/shared';

/**
 * GET /api/v1/public/vehicles/by-identifier/:key: the public cars with this number. The whole
 * answer is kept under the conventional key, which the community remote's public-car reader shares.
 */
export function usePublicMatches(identifier: string | null) {
  return useQuery({
    ...apiQuery('GET /public/vehicles/by-identifier/:key', { params: { key: identifier ?? '' } }),
    select: (answer) => answer.data,
    enabled: identifier !== null,
  });
}
