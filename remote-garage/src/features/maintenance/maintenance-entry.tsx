import { Badge, Button, Card, Cluster, Stack, theme } from '@vg/shared';
import styled from 'styled-components';
import { formatDate, formatMoney, formatOdometer } from '../../lib/format';
import type { MaintenanceRecord } from './api/maintenance-types';
import { CATEGORY_LABELS, PART_SOURCE_LABELS, PERFORMED_BY_LABELS } from './maintenance-labels';

const Figures = styled.p`
  color: ${theme.color.textMuted};
  ${theme.type.tabularNums}
`;

const PartsList = styled.ul`
  padding-left: ${theme.space(3)};
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}
`;

interface MaintenanceEntryProps {
  record: MaintenanceRecord;
  onEdit?: () => void;
  onDelete?: () => void;
}

/** One logbook entry: date, reading, work, who did it, the parts and what it cost. */
export function MaintenanceEntry({ record, onEdit, onDelete }: MaintenanceEntryProps) {
  const doneBy =
    record.performedBy === 'owner'
      ? PERFORMED_BY_LABELS.owner
      : (record.shopName ?? PERFORMED_BY_LABELS[record.performedBy]);
  return (
    <Card as="article" aria-label={`${record.title}, ${formatDate(record.performedOn)}`}>
      <Stack gap={1}>
        <Cluster justify="between">
          <Cluster gap={1}>
            <h3>{record.title}</h3>
            <Badge>{CATEGORY_LABELS[record.category]}</Badge>
          </Cluster>
          {record.totalCost !== null ? (
            <strong style={theme.type.tabularNums}>
              {formatMoney(record.totalCost, record.currency)}
            </strong>
          ) : null}
        </Cluster>
        <Figures>
          {formatDate(record.performedOn)} · {formatOdometer(record.odometer, record.odometerUnit)}{' '}
          · {doneBy}
          {record.labourHours !== null ? ` · ${record.labourHours} h labour` : ''}
        </Figures>
        {record.notes ? <p>{record.notes}</p> : null}
        {record.parts.length > 0 ? (
          <PartsList aria-label="Parts used">
            {record.parts.map((part) => (
              <li key={part.id}>
                {part.quantity} × {part.description}
                {part.brand ? `, ${part.brand}` : ''}
                {part.partNumber ? ` (${part.partNumber})` : ''}
                {part.source ? ` · ${PART_SOURCE_LABELS[part.source]}` : ''}
                {part.unitCost !== null
                  ? ` · ${formatMoney(part.unitCost, record.currency)} each`
                  : ''}
              </li>
            ))}
          </PartsList>
        ) : null}
        {onEdit || onDelete ? (
          <Cluster justify="end">
            {onEdit ? (
              <Button
                size="sm"
                variant="secondary"
                onClick={onEdit}
                aria-label={`Edit ${record.title}`}
              >
                Edit
              </Button>
            ) : null}
            {onDelete ? (
              <Button
                size="sm"
                variant="ghost"
                onClick={onDelete}
                aria-label={`Delete ${record.title}`}
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
