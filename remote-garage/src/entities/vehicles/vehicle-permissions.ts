import type { Recorder, VehicleRole } from '@vg/contract';
import { mayOnVehicle, type VehicleAction } from '@vg/contract/rules';
import { isWaitingId } from '../offline/send-or-queue';

/** An entry whose author decides who may change it: a record, modification, photo or paper. */
export interface AuthoredEntry {
  id: string;
  recordedBy?: Recorder;
}

export interface VehiclePermissions {
  /** The caller's role on the car: left out by the API, its keeper. */
  role: VehicleRole;
  may: (action: VehicleAction) => boolean;
  /** Whether the caller may edit or delete this entry: a workshop only its own. */
  mayChange: (entry: AuthoredEntry) => boolean;
}

/**
 * What the caller may do on a car, by its `access` (docs/product.md#workshops-and-co-keepers): the
 * one place the screens ask, by the rules the API checks (@vg/contract/rules vehicle-access).
 */
export function vehiclePermissions(access: VehicleRole | undefined): VehiclePermissions {
  const role = access ?? 'keeper';
  const may = (action: VehicleAction) => mayOnVehicle(role, action);
  return {
    role,
    may,
    mayChange: (entry) =>
      may('change-any-entry') ||
      // A workshop's entry still waiting to sync is its own; the API names no author for it yet.
      (may('add-entries') && (entry.recordedBy === 'workshop' || isWaitingId(entry.id))),
  };
}
