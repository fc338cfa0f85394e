import { Badge } from '@vg/shared';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { RecordEntryCard } from '../../entities/records/record-entry-card';
import type { Modification } from '../../entities/modifications/api/modification-types';
import { MODIFICATION_STATUS_LABELS, SYSTEM_LABELS } from './modification-labels';
import { WaitingBadge } from '../../entities/offline/waiting-badge';
import { recordedLine } from '../../entities/records/recorded-by';

interface ModificationEntryProps {
  modification: Modification;
  onEdit?: () => void;
  onDelete?: () => void;
  /** The modification's papers, composed by the page (a feature of their own). */
  papers?: ReactNode;
}

export function ModificationEntry({
  modification,
  onEdit,
  onDelete,
  papers,
}: ModificationEntryProps) {
  const originalKept = modification.originalLocation ? `: ${modification.originalLocation}` : '';
  return (
    <RecordEntryCard
      label={modification.title}
      title={modification.title}
      recorded={recordedLine(modification)}
      badges={
        <>
          <WaitingBadge record={modification} />
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
        </>
      }
      cost={modification.cost}
      currency={modification.currency}
      figures={
        <>
          {modification.performedOn ? formatDate(modification.performedOn) : 'No date yet'}
          {' · '}
          {modification.inPeriod ? 'In period' : 'Out of period'}
          {' · '}
          {modification.reversible ? 'Reversible' : 'Not reversible'}
          {modification.originalRetained ? ` · Original kept${originalKept}` : ''}
        </>
      }
      onEdit={onEdit}
      onDelete={onDelete}
    >
      {modification.description ? <p>{modification.description}</p> : null}
      {modification.reason ? <p>Why: {modification.reason}</p> : null}
      {papers}
    </RecordEntryCard>
  );
}
