import type { VehicleDocument } from '@vg/contract';
import { Button, Card, Cluster, Icon, Stack, theme, VisuallyHidden } from '@vg/shared';
import { forwardRef } from 'react';
import styled from 'styled-components';
import { recordedLine } from '../../entities/records/recorded-by';
import { DocumentThumb } from './document-thumb';
import { canDraftRecord, documentFacts, READING_FAILED, READING_PENDING } from './document-facts';

const Opener = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 0;
  background: none;
  cursor: zoom-in;
  border-radius: ${theme.radius.md};

  &:focus-visible {
    ${theme.focusRing}
  }
`;

const Facts = styled.p`
  color: ${theme.color.textMuted};
  font-size: ${theme.type.size.sm};
  ${theme.type.tabularNums}
`;

const Reading = styled.p<{ $failed: boolean }>`
  display: flex;
  gap: ${theme.space(0.5)};
  align-items: flex-start;
  font-size: ${theme.type.size.sm};
  color: ${({ $failed }) => ($failed ? theme.tone.error.fg : theme.color.textMuted)};
`;

export interface DocumentActions {
  onOpen: () => void;
  /** Left out when the caller may not change this paper (a workshop: another's). */
  onEdit?: () => void;
  onDelete?: () => void;
  /** "Make a record from this": offered where a record can be drafted and the page can make one. */
  onMakeRecord?: () => void;
}

interface DocumentCardProps extends DocumentActions {
  document: VehicleDocument;
}

/** One paper: page one (or where its reading stands), title, kind, date, pages, size, actions. */
export const DocumentCard = forwardRef<HTMLButtonElement, DocumentCardProps>(function DocumentCard(
  { document, onOpen, onEdit, onDelete, onMakeRecord },
  openerRef,
) {
  return (
    <Card as="article" aria-label={document.title}>
      <Stack gap={1}>
        <Opener type="button" ref={openerRef} onClick={onOpen}>
          {/* Named by what it shows (the picture, by its title), so speech input finds it. */}
          <VisuallyHidden>Open </VisuallyHidden>
          <DocumentThumb document={document} />
        </Opener>
        <h3>{document.title}</h3>
        <Facts>{documentFacts(document)}</Facts>
        {document.reading === 'failed' ? (
          <Reading $failed>
            <Icon name="warning" size={16} />
            {READING_FAILED}
          </Reading>
        ) : document.reading === 'pending' ? (
          <Reading $failed={false}>{READING_PENDING}</Reading>
        ) : null}
        {document.note ? <p>{document.note}</p> : null}
        {recordedLine(document) ? <Facts>{recordedLine(document)}</Facts> : null}
        <Cluster gap={0.5}>
          {onMakeRecord && canDraftRecord(document) ? (
            <Button size="sm" variant="secondary" onClick={onMakeRecord}>
              Make a record from this
            </Button>
          ) : null}
          {onEdit ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={onEdit}
              aria-label={`Edit details of ${document.title}`}
            >
              Edit details
            </Button>
          ) : null}
          {onDelete ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={onDelete}
              aria-label={`Delete ${document.title}`}
            >
              Delete
            </Button>
          ) : null}
        </Cluster>
      </Stack>
    </Card>
  );
});
