import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Stack } from '@vg/shared';
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

const Detail = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};

  a {
    color: ${({ theme }) => theme.color.primary};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

export interface VehicleCardProps {
  vehicle: PublicVehicle;
  /** Leave out on a page that is already about the owner (their user page). */
  showOwner?: boolean;
  /** Under the card's text: what a page adds to each car (the showcase's comments). */
  footer?: ReactNode;
}

/** One car in a gallery: the photograph first, then its name (to its public page) and keeper. */
export function VehicleCard({ vehicle, showOwner = true, footer }: VehicleCardProps) {
  const name = vehicleName(vehicle);
  return (
    <Card as="article">
      <Stack gap={1.5}>
        <VehiclePhoto url={vehicle.coverPhotoUrl} alt={name} />
        <Name>
          <Link to={vehicle.publicPath}>{name}</Link>
        </Name>
        {showOwner ? (
          <Detail>
            Kept by <Link to={memberPath(vehicle.ownerUsername)}>@{vehicle.ownerUsername}</Link>
          </Detail>
        ) : null}
        {footer}
      </Stack>
    </Card>
  );
}
