import { lazy, Suspense } from 'react';
import styled from 'styled-components';

// The Markdown renderer is about 40 KB gzip: loaded with the first comment shown, not with every
// page that can show comments (the showcase, a public car page), so those pages' first load stays
// within the bundle budget (docs/figures.md).
const CommentMarkdown = lazy(() => import('./comment-markdown'));

const PlainText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

/** A comment's text, rendered safely; the raw text stands in while the renderer loads. */
export function CommentText({ text }: { text: string }) {
  return (
    <Suspense fallback={<PlainText aria-busy="true">{text}</PlainText>}>
      <CommentMarkdown text={text} />
    </Suspense>
  );
}
