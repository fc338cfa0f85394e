import { Card, Cluster, Stack, theme } from '@vg/shared';
import type { PublicDocument } from '@vg/contract';
import { DOCUMENT_KIND_LABELS, formatStorageSize, recordedByLine } from '@vg/contract/rules';
import styled from 'styled-components';
import { formatDate } from '../../lib/format';

const Facts = styled.p`
  color: ${theme.color.textMuted};
  ${theme.type.tabularNums}
`;

const pages = (count: number | null) =>
  count ? `${count} ${count === 1 ? 'page' : 'pages'}` : null;

/**
 * The car's papers on a share link's page whose keeper ticked them (docs/product.md#papers): what
 * each is, and the file as its keeper kept it, as a download. The same list the API's rendered
 * page shows (api/src/features/public-pages/vehicle-papers.ts).
 */
export function SharedPapers({ documents }: { documents: PublicDocument[] }) {
  return (
    <Stack gap={1.5}>
      {documents.map((document) => (
        <Card as="article" key={document.id} aria-label={document.title}>
          <Stack gap={1}>
            <Cluster justify="between">
              <h3>{document.title}</h3>
              <a href={document.fileUrl} download={document.fileName}>
                Download
              </a>
            </Cluster>
            <Facts>
              {[
                DOCUMENT_KIND_LABELS[document.kind],
                document.date ? formatDate(document.date) : null,
                pages(document.pageCount),
                formatStorageSize(document.byteSize),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Facts>
            {/* Who added it, by role, as the rendered page says it (docs/product.md#sharing). */}
            {document.author ? <Facts>{recordedByLine(document.author)}</Facts> : null}
            {document.note ? <p>{document.note}</p> : null}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
