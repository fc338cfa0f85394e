import { toFeedVehicle } from '@vg/contract/rules';
import { useApiCursorList } from '@vg/shared';

/** GET /api/v1/users/:username/vehicles?cursor= (public): the member's public vehicles, newest first. */
export function useUserVehicles(username: string) {
  return useApiCursorList(
    'GET /users/:username/vehicles',
    { params: { username } },
    // Full size: the keeper's gallery shows each car large.
    { toItem: (answer) => toFeedVehicle(answer, 'display') },
  );
}
