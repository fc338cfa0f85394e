import { Badge, Card, Cluster, Stack, theme, tabularNums } from '@vg/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatOdometer } from '../../lib/format';
import { VehiclePhoto } from '../../lib/vehicle-photo';
import type { VehicleSummary } from '../../entities/vehicles/api/vehicle-types';
import { CONDITION_LABELS, STATUS_LABELS } from '../../entities/vehicles/vehicle-labels';
import { VISIBILITY_SHORT_LABELS } from '@vg/contract/rules';

const CardLink = styled(Link)`
  color: inherit;
  text-decoration: none;
  font-family: ${theme.type.heading};
  font-size: ${theme.type.size.lg};

  /* The whole card is the click target; the link stays the one focusable element. */
  &::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: none;
  }
`;

const ClickableCard = styled(Card)`
  position: relative;
  padding: 0;
  overflow: hidden;
  &:focus-within {
    ${theme.focusRing}
  }
  &:hover {
    border-color: ${theme.color.hairlineStrong};
  }
`;

const Body = styled(Stack)`
  padding: ${theme.space(2)};
`;

const Muted = styled.span`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
`;

/** How many cards of a list are on a phone's first screen: their photos are not lazy. */
export const CARDS_ON_FIRST_SCREEN = 2;

export function VehicleCard({
  vehicle,
  priority = false,
}: {
  vehicle: VehicleSummary;
  /** On the first screen (see CARDS_ON_FIRST_SCREEN). */
  priority?: boolean;
}) {
  return (
    <ClickableCard as="article">
      <VehiclePhoto src={vehicle.coverPhoto?.thumbUrl} alt={vehicle.title} priority={priority} />
      <Body gap={1}>
        <CardLink to={`/vehicles/${vehicle.id}`}>{vehicle.title}</CardLink>
        <Muted style={tabularNums}>
          {[
            vehicle.identifier ?? 'No number recorded',
            vehicle.odometerReading === null
              ? null
              : formatOdometer(vehicle.odometerReading, vehicle.odometerUnit),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Muted>
        <Cluster gap={0.5}>
          <Badge tone={vehicle.status === 'active' ? 'success' : 'neutral'}>
            {STATUS_LABELS[vehicle.status]}
          </Badge>
          {vehicle.condition ? <Badge>{CONDITION_LABELS[vehicle.condition]}</Badge> : null}
          {vehicle.visibility !== 'private' ? (
            <Badge tone="info">{VISIBILITY_SHORT_LABELS[vehicle.visibility]}</Badge>
          ) : null}
        </Cluster>
      </Body>
    </ClickableCard>
  );
}
