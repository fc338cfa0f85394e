import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@vg/shared';
import { retryUnlessMissing } from '../../../lib/retry-unless-missing';

/** GET /api/v1/public/vehicles/:id, under the key the community remote's public-car reader shares. */
export function usePublicVehicle(id: string | null) {
  return useQuery({
    ...apiQuery('GET /public/vehicles/:id', { params: { id: id ?? '' } }),
    select: (answer) => answer.data,
    enabled: id !== null,
    retry: retryUnlessMissing,
  });
}
