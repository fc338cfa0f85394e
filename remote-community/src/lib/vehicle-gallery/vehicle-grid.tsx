import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Grid } from '@vg/shared';
import type { PublicVehicle } from './public-vehicle';
import { VehicleCard, type VehicleCardProps } from './vehicle-card';

// A list (by role: the kit's Grid is a div), so a screen reader announces how many cars there are.
const Item = styled.div`
  display: flex;
  flex-direction: column;

  & > * {
    flex: 1;
  }
`;

export interface VehicleGridProps<V extends PublicVehicle> {
  vehicles: V[];
  label: string;
  showOwner?: boolean;
  headingLevel?: VehicleCardProps['headingLevel'];
  /** The curator's blurb of each car, where the page has one (the showcase). */
  blurbOf?: (vehicle: V) => string | null;
  /** What a page adds under each car (the showcase's comments). */
  renderFooter?: (vehicle: V) => ReactNode;
}

/** Cars as a gallery of photo cards: several columns on wide screens, one on a phone. */
export function VehicleGrid<V extends PublicVehicle>({
  vehicles,
  label,
  showOwner,
  headingLevel,
  blurbOf,
  renderFooter,
}: VehicleGridProps<V>) {
  return (
    <Grid role="list" aria-label={label} minColumnWidth="260px">
      {vehicles.map((vehicle) => (
        <Item key={vehicle.id} role="listitem">
          <VehicleCard
            vehicle={vehicle}
            showOwner={showOwner}
            headingLevel={headingLevel}
            blurb={blurbOf?.(vehicle)}
            footer={renderFooter?.(vehicle)}
          />
        </Item>
      ))}
    </Grid>
  );
}
