import { useCollaborations } from '../../entities/collaborations/api/list-collaborations';
import { AS_ROLE } from '../../entities/collaborations/collaboration-labels';
import type { Vehicle } from '../../entities/vehicles/api/vehicle-types';

/**
 * Under the title of a car the member works on but does not keep: in what role, and whose car it
 * is (docs/product.md#workshops-and-co-keepers). Nothing on the keeper's own car.
 */
export function CollaboratorLine({ vehicle }: { vehicle: Vehicle }) {
  const role = vehicle.access && vehicle.access !== 'keeper' ? vehicle.access : null;
  const collaborations = useCollaborations({ enabled: role !== null });
  if (!role) return null;
  const keeper = collaborations.data?.find(
    (item) => item.vehicleId === vehicle.id && item.state === 'active',
  )?.keeperUsername;
  return (
    <p>
      You work on this car {AS_ROLE[role]}
      {keeper ? `, for its keeper ${keeper}` : ''}.
    </p>
  );
}
