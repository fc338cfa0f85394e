import { apiRequest } from '@vg/shared';
import { useShowcaseMutation } from './use-showcase-mutation';

/** DELETE /api/v1/admin/showcase/:vehicleId: the vehicle itself is not touched. */
export function removeShowcaseEntry(vehicleId: string) {
  return apiRequest('DELETE', `/admin/showcase/${encodeURIComponent(vehicleId)}`);
}

export const useRemoveShowcaseEntry = () =>
  useShowcaseMutation(removeShowcaseEntry, 'Removed from the showcase');
