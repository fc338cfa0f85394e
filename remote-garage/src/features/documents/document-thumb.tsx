import type { VehicleDocument } from '@vg/contract';
import { Spinner, theme } from '@vg/shared';
import styled from 'styled-components';

const Frame = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  aspect-ratio: 3 / 4;
  width: 100%;
  /* One column on a phone: page one's top, not a whole screen of it. */
  max-height: 240px;
  overflow: hidden;
  border: 1px solid ${theme.color.hairline};
  border-radius: ${theme.radius.md};
  background: ${theme.color.surfaceSunken};
  color: ${theme.color.textMuted};
  font-weight: ${theme.type.weight.medium};

  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    object-position: top;
  }
`;

/** 'PDF', 'JPEG', 'HEIC': what stands in for a page not drawn yet. */
export const fileTypeName = (document: Pick<VehicleDocument, 'mediaType' | 'fileName'>) =>
  (document.mediaType.split('/')[1] ?? document.fileName.split('.').pop() ?? 'file')
    .replace(/^x-/, '')
    .toUpperCase();

/**
 * Page one as the reader drew it; while it reads, its file's type and a spinner; when it could
 * not, the type alone (the card says why in words).
 */
export function DocumentThumb({ document }: { document: VehicleDocument }) {
  return (
    <Frame>
      {document.thumbUrl ? (
        <img src={document.thumbUrl} alt={document.title} loading="lazy" />
      ) : (
        <span role="img" aria-label={`${document.title} (${fileTypeName(document)})`}>
          {document.reading === 'pending' ? <Spinner size="sm" /> : null} {fileTypeName(document)}
        </span>
      )}
    </Frame>
  );
}
