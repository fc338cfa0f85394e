import { toFeedVehicle, type PublicVehicleCardSource } from '@vg/contract/rules';
import { useCursorList } from '@vg/shared';
import type { PublicVehicle } from '../../../lib/vehicle-gallery/public-vehicle';
import { userKeys } from '../../../lib/query-keys';

/** GET /api/v1/users/:username/vehicles?cursor= (public): the member's public vehicles, newest first. */
export function useUserVehicles(username: string) {
  return useCursorList<PublicVehicle, PublicVehicleCardSource>({
    queryKey: userKeys.vehicles(username),
    path: `/users/${encodeURIComponent(username)}/vehicles`,
    // Full size: the keeper's gallery shows each car large.
    toItem: (answer) => toFeedVehicle(answer, 'display'),
  });
}
