import type { ReactNode } from 'react';
import { ACQUISITION_LABELS } from '@vg/contract/rules';
import { Button, Cluster, theme } from '@vg/shared';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';
import type { OwnershipPeriod } from '../../entities/provenance/api/ownership-types';

export { ACQUISITION_LABELS };

const Timeline = styled.ol`
  list-style: none;
  padding: 0;
  margin: 0;
  border-left: 2px solid ${theme.color.hairlineStrong};
  display: flex;
  flex-direction: column;
  gap: ${theme.space(2)};
`;

const Period = styled.li`
  position: relative;
  padding-left: ${theme.space(3)};

  /* A brass marker on the line for each keeper. */
  &::before {
    content: '';
    position: absolute;
    left: -7px;
    top: 0.45em;
    width: 12px;
    height: 12px;
    border-radius: ${theme.radius.pill};
    background: ${theme.color.accent};
    border: 2px solid ${theme.color.surface};
  }
`;

const When = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}
`;

function span(period: OwnershipPeriod): string {
  const from = period.fromDate
    ? formatDate(period.fromDate, period.fromPrecision ?? 'day')
    : 'Unknown';
  const to = period.toDate
    ? formatDate(period.toDate, period.toPrecision ?? 'day')
    : period.fromDate
      ? 'today'
      : '';
  return to ? `${from} – ${to}` : from;
}

interface OwnershipTimelineProps {
  periods: OwnershipPeriod[];
  onEdit?: (period: OwnershipPeriod) => void;
  onDelete?: (period: OwnershipPeriod) => void;
  /** Under each period (its papers, composed by the page). */
  renderExtra?: (period: OwnershipPeriod) => ReactNode;
}

/** The vehicle's keepers, oldest first, with how each came by it. */
export function OwnershipTimeline({
  periods,
  onEdit,
  onDelete,
  renderExtra,
}: OwnershipTimelineProps) {
  return (
    <Timeline aria-label="Ownership history">
      {periods.map((period) => {
        const keeper = period.memberUsername ? (
          <Link to={`/user/${period.memberUsername}`}>
            {period.ownerName ?? `@${period.memberUsername}`}
          </Link>
        ) : (
          period.ownerName
        );
        return (
          <Period key={period.id}>
            <When>{span(period)}</When>
            <p>
              <strong>{keeper}</strong>
              {period.place ? `, ${period.place}` : ''}
              {period.acquisition ? ` · ${ACQUISITION_LABELS[period.acquisition]}` : ''}
            </p>
            {period.notes ? <p>{period.notes}</p> : null}
            {renderExtra?.(period)}
            {onEdit || onDelete ? (
              <Cluster>
                {onEdit ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onEdit(period)}
                    aria-label={`Edit the period of ${period.ownerName ?? period.memberUsername}`}
                  >
                    Edit
                  </Button>
                ) : null}
                {onDelete ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onDelete(period)}
                    aria-label={`Delete the period of ${period.ownerName ?? period.memberUsername}`}
                  >
                    Delete
                  </Button>
                ) : null}
              </Cluster>
            ) : null}
          </Period>
        );
      })}
    </Timeline>
  );
}
