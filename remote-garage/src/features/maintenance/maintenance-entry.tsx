import { Badge, theme } from '@vg/shared';
import type { EntryAuthor } from '@vg/contract';
import { recordedByLine } from '@vg/contract/rules';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { formatDate, formatMoney, formatOdometer } from '../../lib/format';
import { RecordEntryCard } from '../../entities/records/record-entry-card';
import { recordedLine } from '../../entities/records/recorded-by';
import { WaitingBadge } from '../../entities/offline/waiting-badge';
import { useVehiclePermissions } from '../../entities/vehicles/vehicle-permissions-context';
import type { MaintenanceRecord } from '../../entities/maintenance/api/maintenance-types';
import { CATEGORY_LABELS, PART_SOURCE_LABELS, PERFORMED_BY_LABELS } from './maintenance-labels';

const PartsList = styled.ul`
  padding-left: ${theme.space(3)};
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}
`;

interface MaintenanceEntryProps {
  /** On a public page or share link, with who wrote it by role (`author`). */
  record: MaintenanceRecord & { author?: EntryAuthor };
  onEdit?: () => void;
  onDelete?: () => void;
  /**
   * Read by someone else (a public page): the keeper's own work is 'By the keeper', not 'Myself',
   * and who wrote it is told by role, as the rendered page says it (docs/product.md#public-car-page).
   */
  forReaders?: boolean;
  /** The record's papers, composed by the page (a feature of their own). */
  papers?: ReactNode;
}

/** One logbook entry: date, reading, work, who did it, the parts and what it cost. */
export function MaintenanceEntry({
  record,
  onEdit,
  onDelete,
  forReaders = false,
  papers,
}: MaintenanceEntryProps) {
  // On a car the reader only works on, 'Myself' would be the keeper's word, not theirs.
  const keeperReads = useVehiclePermissions().role === 'keeper';
  const doneBy =
    record.performedBy === 'owner'
      ? forReaders || !keeperReads
        ? 'By the keeper'
        : PERFORMED_BY_LABELS.owner
      : (record.shopName ?? PERFORMED_BY_LABELS[record.performedBy]);
  return (
    <RecordEntryCard
      label={`${record.title}, ${formatDate(record.performedOn)}`}
      title={record.title}
      recorded={
        forReaders ? (record.author ? recordedByLine(record.author) : null) : recordedLine(record)
      }
      badges={
        <>
          <WaitingBadge record={record} />
          <Badge>{CATEGORY_LABELS[record.category]}</Badge>
        </>
      }
      cost={record.totalCost}
      currency={record.currency}
      // Only the facts that were given: a missing reading leaves no placeholder in the line.
      figures={[
        formatDate(record.performedOn),
        record.odometer !== null ? formatOdometer(record.odometer, record.odometerUnit) : null,
        doneBy,
        record.labourHours !== null ? `${record.labourHours} h labour` : null,
      ]
        .filter(Boolean)
        .join(' · ')}
      onEdit={onEdit}
      onDelete={onDelete}
    >
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
      {papers}
    </RecordEntryCard>
  );
}
