import { useCursorList } from '../../common/cursor-pages';
import type { PublicVehicle } from '../../vehicle-gallery/public-vehicle';

/** GET /api/v1/users/:username/vehicles?cursor= (public): the member's public vehicles. */
export const userVehiclesQueryKey = (username: string) =>
  ['community', 'user', username, 'vehicles'] as const;

export function useUserVehicles(username: string) {
  return useCursorList<PublicVehicle>({
    queryKey: userVehiclesQueryKey(username),
    path: `/users/${encodeURIComponent(username)}/vehicles`,
  });
}
