import type { SelectOption } from '@vg/shared';
import { useVehicles } from '../entities/vehicles/api/list-vehicles';

/** The owner's vehicles as choices for a filter ('All vehicles' is the select's placeholder). */
export function useVehicleOptions(): SelectOption[] {
  const vehicles = useVehicles({ sort: 'name', limit: 100 });
  return (vehicles.data?.pages.flatMap((page) => page.data) ?? []).map((vehicle) => ({
    value: vehicle.id,
    label: vehicle.title,
  }));
}
