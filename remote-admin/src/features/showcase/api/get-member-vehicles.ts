import { useCursorList } from '@vg/shared';
import {
  toVehicleSummary,
  type MemberVehicleAnswer,
  type VehicleSummary,
} from '../../../lib/vehicle-summary';
import { memberVehicleKeys } from '../../../lib/query-keys';

/** GET /api/v1/users/:username/vehicles (public): a member's public vehicles, the showcase's candidates. */
export function useMemberVehicles(username: string) {
  return useCursorList<VehicleSummary, MemberVehicleAnswer>({
    queryKey: memberVehicleKeys.list(username),
    path: `/users/${encodeURIComponent(username)}/vehicles`,
    enabled: username !== '',
    toItem: toVehicleSummary,
  });
}
