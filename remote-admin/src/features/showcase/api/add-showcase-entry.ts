import { apiRequest } from '@vg/shared';
import { useShowcaseMutation } from './use-showcase-mutation';

export interface NewShowcaseEntry {
  vehicleId: string;
  note?: string;
}

/** POST /api/v1/admin/showcase {vehicleId, note?}: only a public vehicle can be featured. */
export function addShowcaseEntry({ vehicleId, note }: NewShowcaseEntry) {
  return apiRequest('POST', '/admin/showcase', { vehicleId, ...(note ? { note } : {}) });
}

export const useAddShowcaseEntry = () =>
  useShowcaseMutation(addShowcaseEntry, 'Added to the showcase');
