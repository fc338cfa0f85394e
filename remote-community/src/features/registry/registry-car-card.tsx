import { VehicleCard } from '../../lib/vehicle-gallery/vehicle-card';
import type { RegistryVehicle } from './api/get-registry';

/** A registry entry: photo, name to its public page, what makes it itself, and its keeper. */
export function RegistryCarCard({ car }: { car: RegistryVehicle }) {
  const particulars = [car.variant, car.coachbuilder && `body by ${car.coachbuilder}`, car.colour]
    .filter(Boolean)
    .join(' · ');
  return <VehicleCard vehicle={car} particulars={particulars} />;
}
