import Markdown, { type Components } from 'react-markdown';
import styled from 'styled-components';

// What a comment may be: plain text with links, emphasis and lists (docs/product.md#comments).
// No rehype-raw: HTML a member types is dropped, never rendered; every other element (headings,
// images, code, quotes, tables) is unwrapped to its text, so nothing looks like the page itself.
const ALLOWED_ELEMENTS = ['p', 'a', 'em', 'strong', 'ul', 'ol', 'li', 'br'];

/** Links in what members write carry no endorsement and cannot reach back into the page. */
const COMMENT_LINK_REL = 'nofollow ugc noopener';

export const CommentBody = styled.div`
  overflow-wrap: anywhere;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};

  ul,
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(3)};
  }
  a {
    color: ${({ theme }) => theme.color.primary};
    text-decoration: underline;
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const components: Components = {
  // `node` is react-markdown's own prop, not an attribute.
  a: ({ node: _node, href, children }) => (
    <a href={href} rel={COMMENT_LINK_REL}>
      {children}
    </a>
  ),
};

/** A comment's text, rendered safely (react-markdown, allowed elements only). */
export default function CommentMarkdown({ text }: { text: string }) {
  return (
    <CommentBody>
      <Markdown
        allowedElements={ALLOWED_ELEMENTS}
        unwrapDisallowed
        skipHtml
        components={components}
      >
        {text}
      </Markdown>
    </CommentBody>
  );
}
