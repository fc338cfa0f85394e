import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@vg/shared';
import { retryUnlessMissing } from '../../../lib/retry-unless-missing';

/** GET /api/v1/public/vehicles/by-token/:token: what a share link shows. */
export function useSharedVehicle(token: string) {
  return useQuery({
    ...apiQuery('GET /public/vehicles/by-token/:token', { params: { token } }),
    select: (answer) => answer.data,
    retry: retryUnlessMissing,
  });
}
