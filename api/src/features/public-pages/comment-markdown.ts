import type { Nodes } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { html, type Html } from './html.js';

// A comment's text as the app draws it (remote-community/src/lib/comment-text/comment-markdown.tsx,
// docs/product.md#comments): CommonMark with only paragraphs, links, emphasis, lists and breaks;
// every other element unwrapped to its content, raw HTML dropped, links without endorsement. Built
// from the syntax tree, every text through html`` (escaped), so no comment can become markup.

/** Links in what members write carry no endorsement and cannot reach back into the page. */
const COMMENT_LINK_REL = 'nofollow ugc noopener';
const SAFE_PROTOCOL = /^(https?:|mailto:|\/(?!\/)|#)/i;

function children(node: { children: Nodes[] }): Html {
  return html`${node.children.map(render)}`;
}

function render(node: Nodes): Html {
  switch (node.type) {
    case 'root':
      return children(node);
    case 'paragraph':
      return html`<p>${children(node)}</p>`;
    case 'emphasis':
      return html`<em>${children(node)}</em>`;
    case 'strong':
      return html`<strong>${children(node)}</strong>`;
    case 'list':
      return node.ordered
        ? html`<ol>
            ${children(node)}
          </ol>`
        : html`<ul>
            ${children(node)}
          </ul>`;
    case 'listItem':
      // A tight list's items hold their text without paragraphs, as react-markdown draws them.
      return html`<li>
        ${node.spread ? children(node) : node.children.map((child) => (child.type === 'paragraph' ? children(child) : render(child)))}
      </li>`;
    case 'break':
      return html`<br />`;
    case 'link':
      return SAFE_PROTOCOL.test(node.url)
        ? html`<a href="${node.url}" rel="${COMMENT_LINK_REL}">${children(node)}</a>`
        : children(node);
    case 'text':
    case 'inlineCode':
      return html`${node.value}`;
    case 'code':
      return html`<p>${node.value}</p>`;
    case 'html':
      return html``;
    case 'image':
      return html`${node.alt ?? ''}`;
    default:
      return 'children' in node ? children(node as { children: Nodes[] }) : html``;
  }
}

/** A comment's text as safe markup. */
export const commentMarkup = (text: string): Html => render(fromMarkdown(text));
