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

// The curator's blurb on a showcase card: kept to a few lines so the cards of a row stay alike.
const Blurb = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  line-clamp: 3;
  overflow: hidden;
`;

export interface VehicleCardProps {
  /** With the keeper's display name where the answer carries it (the registry). */
  vehicle: PublicVehicle & { ownerDisplayName?: string | null };
  /** What makes this car itself, under its name ('Series 1 · body by Touring · red'). */
  particulars?: string;
  /** Leave out on a page that is already about the owner (their user page). */
  showOwner?: boolean;
  /** The curator's words about the car, under its keeper (the showcase). */
  blurb?: string | null;
  /** One level under the page's last heading, so no level is skipped (2 straight under the h1). */
  headingLevel?: 2 | 3;
  /** Under the card's text: what a page adds to each car (the showcase's comments). */
  footer?: ReactNode;
}

/**
 * One car in a gallery: the photograph first, then its name (to its public page), keeper and, on
 * the showcase, the curator's blurb.
 */
export function VehicleCard({
  vehicle,
  particulars,
  showOwner = true,
  blurb,
  headingLevel = 3,
  footer,
}: VehicleCardProps) {
  const name = vehicleName(vehicle);
  return (
    <Card as="article">
      <Stack gap={1.5}>
        <VehiclePhoto url={vehicle.coverPhotoUrl} alt={name} />
        <Name as={`h${headingLevel}`}>
          <Link to={vehicle.publicPath}>{name}</Link>
        </Name>
        {particulars ? <MetaText>{particulars}</MetaText> : null}
        {showOwner ? (
          <MetaText>
            Kept by <Link to={memberPath(vehicle.ownerUsername)}>@{vehicle.ownerUsername}</Link>
            {vehicle.ownerDisplayName ? ` (${vehicle.ownerDisplayName})` : ''}
          </MetaText>
        ) : null}
        {blurb ? <Blurb>{blurb}</Blurb> : null}
        {footer}
      </Stack>
    </Card>
  );
}
