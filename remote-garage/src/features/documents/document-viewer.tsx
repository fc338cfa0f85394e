import type { VehicleDocument } from '@vg/contract';
import { Dialog, Stack, theme } from '@vg/shared';
import type { RefObject } from 'react';
import styled from 'styled-components';
import { documentFacts, READING_FAILED, READING_PENDING } from './document-facts';
import { DocumentThumb } from './document-thumb';

const Stage = styled.div`
  display: flex;
  justify-content: center;
  background: ${theme.color.surfaceSunken};
  border-radius: ${theme.radius.md};

  img {
    display: block;
    max-width: 100%;
    /* What is left of the screen once the title, the facts and the link are drawn. */
    max-height: calc(100dvh - 260px);
    width: auto;
    height: auto;
    object-fit: contain;
  }
`;

const Placeholder = styled.div`
  width: min(240px, 60vw);
  padding: ${theme.space(3)} 0;
`;

const Download = styled.a`
  align-self: flex-start;
  font-weight: ${theme.type.weight.medium};
  color: ${theme.color.primary};
  min-height: 44px;
  display: inline-flex;
  align-items: center;

  &:focus-visible {
    ${theme.focusRing}
  }
`;

interface DocumentViewerProps {
  document: VehicleDocument | null;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/**
 * A paper full size, as the photo lightbox shows a photo: its first page as the reader drew it,
 * and the file as uploaded to download (the signed address answers it as an attachment).
 */
export function DocumentViewer({ document, onClose, returnFocusRef }: DocumentViewerProps) {
  return (
    <Dialog
      open={document !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={document?.title ?? ''}
      description={document ? documentFacts(document) : undefined}
      maxWidth="min(1200px, calc(100vw - 32px))"
      returnFocusRef={returnFocusRef}
    >
      {document ? (
        <Stack gap={2}>
          <Stage>
            {document.previewUrl ? (
              <img src={document.previewUrl} alt={document.title} />
            ) : (
              <Placeholder>
                <DocumentThumb document={document} />
              </Placeholder>
            )}
          </Stage>
          {document.previewUrl ? null : document.reading === 'pending' ? (
            <p>{READING_PENDING}</p>
          ) : document.reading === 'failed' ? (
            <p>{READING_FAILED}</p>
          ) : null}
          <Download href={document.fileUrl} download={document.fileName}>
            Download the original
          </Download>
        </Stack>
      ) : null}
    </Dialog>
  );
}
