import { useId } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { Stack } from '@vg/shared';
import { CommentThread } from '../features/comments/comment-thread';
import { VehicleSocialBar } from '../features/vehicle-social/vehicle-social-bar';
import { usePublicCar } from '../lib/public-car/use-public-car';

// The host puts this under the garage's public car page (its own remote, its own error boundary),
// so it lines up with that page's column rather than making a page of its own.
const Column = styled.section`
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth};
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(5)};

  ${({ theme }) => theme.media.mobile} {
    padding: 0 ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  }
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.type.size.xl};
  padding-bottom: ${({ theme }) => theme.space(1)};
  border-bottom: 1px solid ${({ theme }) => theme.color.hairline};
`;

/**
 * `/public/{vin}` below the car: follow the car or its keeper, admire it, report it, and its
 * comments. Nothing shows while the address names no single public car (the garage's page above
 * says why: not found, private, or several cars to choose from).
 */
export function VehicleConversation() {
  const identifier = useParams().vin ?? '';
  const [searchParams] = useSearchParams();
  const car = usePublicCar(identifier, searchParams.get('id'));
  const headingId = useId();
  if (!car.data) return null;
  const { id, title, ownerUsername } = car.data;
  return (
    <Column aria-labelledby={headingId}>
      <Stack gap={3}>
        <Heading id={headingId}>Community</Heading>
        <VehicleSocialBar vehicleId={id} vehicleName={title} ownerUsername={ownerUsername} />
        <CommentThread target="vehicle" vehicleId={id} />
      </Stack>
    </Column>
  );
}
