import { useCursorList } from '@vg/shared';
import {
  toVehicleSummary,
  type MemberVehicleAnswer,
  type VehicleSummary,
} from '../../../lib/vehicle-summary';

/** GET /api/v1/users/:username/vehicles (public): a member's public vehicles, the showcase's candidates. */
export const memberVehiclesQueryKey = (username: string) =>
  ['admin', 'member-vehicles', username] as const;

export function useMemberVehicles(username: string) {
  return useCursorList<VehicleSummary, MemberVehicleAnswer>({
    queryKey: memberVehiclesQueryKey(username),
    path: `/users/${encodeURIComponent(username)}/vehicles`,
    enabled: username !== '',
    toItem: toVehicleSummary,
  });
}
