import { Badge } from '@vg/shared';
import type { EntryAuthor } from '@vg/contract';
import { recordedByLine } from '@vg/contract/rules';
import type { ReactNode } from 'react';
import { formatDate } from '../../lib/format';
import { RecordEntryCard } from '../../entities/records/record-entry-card';
import type { Modification } from '../../entities/modifications/api/modification-types';
import { MODIFICATION_STATUS_LABELS, SYSTEM_LABELS } from './modification-labels';
import { WaitingBadge } from '../../entities/offline/waiting-badge';
import { recordedLine } from '../../entities/records/recorded-by';

interface ModificationEntryProps {
  /** On a public page or share link, with who wrote it by role (`author`). */
  modification: Modification & { author?: EntryAuthor };
  onEdit?: () => void;
  onDelete?: () => void;
  /** The modification's papers, composed by the page (a feature of their own). */
  papers?: ReactNode;
  /**
   * Read by someone else (a public page): who wrote it is told by role, as the rendered page says
   * it (docs/product.md#public-car-page), never the keeper's own line.
   */
  forReaders?: boolean;
}

export function ModificationEntry({
  modification,
  onEdit,
  onDelete,
  papers,
  forReaders = false,
}: ModificationEntryProps) {
  const originalKept = modification.originalLocation ? `: ${modification.originalLocation}` : '';
  return (
    <RecordEntryCard
      label={modification.title}
      title={modification.title}
      recorded={
        forReaders
          ? modification.author
            ? recordedByLine(modification.author)
            : null
          : recordedLine(modification)
      }
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
