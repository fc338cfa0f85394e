import { toFeedVehicle, type PublicVehicleCardSource } from '@vg/contract/rules';
import { useCursorList } from '@vg/shared';
import type { VehicleSummary } from '../../../lib/vehicle-summary';
import { memberVehicleKeys } from '../../../lib/query-keys';

/** GET /api/v1/users/:username/vehicles (public): a member's public vehicles, the showcase's candidates. */
export function useMemberVehicles(username: string) {
  return useCursorList<VehicleSummary, PublicVehicleCardSource>({
    queryKey: memberVehicleKeys.list(username),
    path: `/users/${encodeURIComponent(username)}/vehicles`,
    enabled: username !== '',
    // Thumbnails: the picker lists many cars in small rows.
    toItem: (answer) => toFeedVehicle(answer, 'thumb'),
  });
}
