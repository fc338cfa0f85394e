import { Badge, Button, Card, Cluster, Stack, theme } from '@vg/shared';
import styled from 'styled-components';
import { formatDate, formatMoney } from '../../lib/format';
import type { Modification } from './api/modification-types';
import { MODIFICATION_STATUS_LABELS, SYSTEM_LABELS } from './modification-labels';

const Muted = styled.p`
  color: ${theme.color.textMuted};
  ${theme.type.tabularNums}
`;

interface ModificationEntryProps {
  modification: Modification;
  onEdit?: () => void;
  onDelete?: () => void;
}

export function ModificationEntry({ modification, onEdit, onDelete }: ModificationEntryProps) {
  return (
    <Card as="article" aria-label={modification.title}>
      <Stack gap={1}>
        <Cluster justify="between">
          <Cluster gap={1}>
            <h3>{modification.title}</h3>
            <Badge>{SYSTEM_LABELS[modification.system]}</Badge>
            <Badge
              tone={
                modification.status === 'completed'
                  ? 'success'
                  : modification.status === 'reverted'
                    ? 'neutral'
                    : 'info'
              }
            >
              {MODIFICATION_STATUS_LABELS[modification.status]}
            </Badge>
          </Cluster>
          {modification.cost !== null ? (
            <strong style={theme.type.tabularNums}>
              {formatMoney(modification.cost, modification.currency)}
            </strong>
          ) : null}
        </Cluster>
        <Muted>
          {modification.performedOn ? formatDate(modification.performedOn) : 'No date yet'}
          {' · '}
          {modification.inPeriod ? 'In period' : 'Out of period'}
          {' · '}
          {modification.reversible ? 'Reversible' : 'Not reversible'}
          {modification.originalRetained
            ? ` · Original kept${modification.originalLocation ? `: ${modification.originalLocation}` : ''}`
            : ''}
        </Muted>
        {modification.description ? <p>{modification.description}</p> : null}
        {modification.reason ? <p>Why: {modification.reason}</p> : null}
        {onEdit || onDelete ? (
          <Cluster justify="end">
            {onEdit ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={onEdit}
                aria-label={`Edit ${modification.title}`}
              >
                Edit
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={onDelete}
                aria-label={`Delete ${modification.title}`}
              >
                Delete
              </Button>
            ) : null}
          </Cluster>
        ) : null}
      </Stack>
    </Card>
  );
}
