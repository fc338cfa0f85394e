import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Stack } from '@vg/shared';
import { memberPath, vehicleName } from '@vg/contract/rules';
import { VehiclePhoto } from '../../lib/vehicle-gallery/vehicle-photo';
import type { RegistryVehicle } from './api/get-registry';

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

/** A registry entry: photo, name to its public page, what makes it itself, and its keeper. */
export function RegistryCarCard({ car }: { car: RegistryVehicle }) {
  const name = vehicleName(car);
  const particulars = [car.variant, car.coachbuilder && `body by ${car.coachbuilder}`, car.colour]
    .filter(Boolean)
    .join(' · ');
  return (
    <Card as="article">
      <Stack gap={1.5}>
        <VehiclePhoto url={car.coverPhotoUrl} alt={name} />
        <Name>
          <Link to={car.publicPath}>{name}</Link>
        </Name>
        {particulars ? <Detail>{particulars}</Detail> : null}
        <Detail>
          Kept by <Link to={memberPath(car.ownerUsername)}>@{car.ownerUsername}</Link>
          {car.ownerDisplayName ? ` (${car.ownerDisplayName})` : ''}
        </Detail>
      </Stack>
    </Card>
  );
}
