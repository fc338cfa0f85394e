import type { VehicleSummary } from '../../vehicles/vehicle-summary';

/** A curated car as GET /api/v1/admin/showcase lists it: the public summary plus the curator's note. */
export interface ShowcaseEntry extends VehicleSummary {
  /** The vehicle's id (entries are keyed by vehicle: DELETE /admin/showcase/:vehicleId). */
  vehicleId: string;
  note: string | null;
  addedAt: string;
}

/** Both showcases: this admin list and the public gallery (shared QueryClient). */
export const showcaseQueryKeys = [['admin', 'showcase'], ['community', 'showcase']] as const;
