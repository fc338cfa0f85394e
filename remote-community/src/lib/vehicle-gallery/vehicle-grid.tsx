import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Grid } from '@vg/shared';
import type { PublicVehicle } from './public-vehicle';
import { VehicleCard } from './vehicle-card';

// A list (by role: the kit's Grid is a div), so a screen reader announces how many cars there are.
const Item = styled.div`
  display: flex;
  flex-direction: column;

  & > * {
    flex: 1;
  }
`;

export interface VehicleGridProps {
  vehicles: PublicVehicle[];
  label: string;
  showOwner?: boolean;
  /** What a page adds under each car (the showcase's comments). */
  renderFooter?: (vehicle: PublicVehicle) => ReactNode;
}

/** Cars as a gallery of photo cards: several columns on wide screens, one on a phone. */
export function VehicleGrid({ vehicles, label, showOwner, renderFooter }: VehicleGridProps) {
  return (
    <Grid role="list" aria-label={label} minColumnWidth="260px">
      {vehicles.map((vehicle) => (
        <Item key={vehicle.id} role="listitem">
          <VehicleCard vehicle={vehicle} showOwner={showOwner} footer={renderFooter?.(vehicle)} />
        </Item>
      ))}
    </Grid>
  );
}
