import type { SnippetPart } from '@vg/contract';
import { theme } from '@vg/shared';
import styled from 'styled-components';

const Mark = styled.mark`
  background: ${theme.tone.warning.bg};
  color: inherit;
  font-weight: ${theme.type.weight.medium};
  border-radius: 2px;
  padding: 0 1px;
`;

/**
 * The passage that matched, the words the search found marked: each part is text React escapes,
 * never HTML (a paper's text is whatever was scanned).
 */
export function SnippetText({ parts }: { parts: SnippetPart[] }) {
  return (
    <>
      {parts.map((part, index) =>
        part.match ? <Mark key={index}>{part.text}</Mark> : <span key={index}>{part.text}</span>,
      )}
    </>
  );
}
