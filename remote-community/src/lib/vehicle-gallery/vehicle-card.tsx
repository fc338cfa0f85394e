import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, MetaText, Stack } from '@vg/shared';
import { memberPath, vehicleName } from '@vg/contract/rules';
import type { PublicVehicle } from './public-vehicle';
import { VehiclePhoto } from './vehicle-photo';

const Name = styled.h3`
  font-size: ${({ theme }) => theme.type.size.lg};

  a {
    color: inherit;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface VehicleCardProps {
  /** With the keeper's display name where the answer carries it (the registry). */
  vehicle: PublicVehicle & { ownerDisplayName?: string | null };
  /** What makes this car itself, under its name ('Series 1 · body by Touring · red'). */
  particulars?: string;
  /** Leave out on a page that is already about the owner (their user page). */
  showOwner?: boolean;
  /** Under the card's text: what a page adds to each car (the showcase's comments). */
  footer?: ReactNode;
}

/** One car in a gallery: the photograph first, then its name (to its public page) and keeper. */
export function VehicleCard({ vehicle, particulars, showOwner = true, footer }: VehicleCardProps) {
  const name = vehicleName(vehicle);
  return (
    <Card as="article">
      <Stack gap={1.5}>
        <VehiclePhoto url={vehicle.coverPhotoUrl} alt={name} />
        <Name>
          <Link to={vehicle.publicPath}>{name}</Link>
        </Name>
        {particulars ? <MetaText>{particulars}</MetaText> : null}
        {showOwner ? (
          <MetaText>
            Kept by <Link to={memberPath(vehicle.ownerUsername)}>@{vehicle.ownerUsername}</Link>
            {vehicle.ownerDisplayName ? ` (${vehicle.ownerDisplayName})` : ''}
          </MetaText>
        ) : null}
        {footer}
      </Stack>
    </Card>
  );
}
