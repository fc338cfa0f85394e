import { createContext, useContext, type ReactNode } from 'react';
import type { VehicleRole } from '@vg/contract';
import { vehiclePermissions, type VehiclePermissions } from './vehicle-permissions';

// The car page provides what the caller may do there, so a card deep in a tab (a paper, a photo)
// asks without its vehicle passed down. Without a provider: the keeper's own car.
const PermissionsContext = createContext<VehiclePermissions>(vehiclePermissions(undefined));

export function VehiclePermissionsProvider({
  access,
  children,
}: {
  access: VehicleRole | undefined;
  children: ReactNode;
}) {
  return (
    <PermissionsContext.Provider value={vehiclePermissions(access)}>
      {children}
    </PermissionsContext.Provider>
  );
}

export const useVehiclePermissions = () => useContext(PermissionsContext);
