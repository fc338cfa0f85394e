import type { Comment, CommentReply, CommentsPage, VehicleCommunity } from '@vg/contract';
import { memberPath } from '@vg/contract/rules';
import type { Db } from '../../db/database.js';
import { findPublicCar } from '../community/community-access.js';
import { commentThread } from '../community/comments/comment-store.js';
import { vehicleCommunity } from '../community/social-store.js';
import { commentMarkup } from './comment-markdown.js';
import { html, type Html } from './html.js';
import { readerDateTime } from './reader-locale.js';

// Below a public car, its conversation as a visitor reads it (docs/product.md#public-car-page):
// the counts, the newest comments with their replies, read-only, and 'Sign in to follow' and
// 'Sign in to comment'. The same words, order and spacing as the community's module the host puts
// there once the app runs (remote-community/src/pages/vehicle-conversation.tsx), so it reads the
// same before any script and nothing moves when the app takes over. Every reader gets this copy
// (the page is cached for all): what a member may do is the app's to add.

/** What the page shows of the conversation: the same first page the app asks for. */
export interface Conversation {
  community: VehicleCommunity;
  comments: CommentsPage;
}

const FIRST_PAGE = 20;

/** A public car's conversation as a visitor sees it; null for a car the community cannot show. */
export async function loadConversation(db: Db, vehicleId: string): Promise<Conversation | null> {
  const car = await findPublicCar(db, vehicleId);
  if (!car) return null;
  const [community, comments] = await Promise.all([
    vehicleCommunity(db, car, null),
    commentThread(db, car, 'vehicle', null, { limit: FIRST_PAGE }),
  ]);
  return { community, comments };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const authorName = (comment: CommentReply) =>
  comment.author ? `@${comment.author.username}` : 'deleted member';

function commentEntry(comment: CommentReply, replies: Html | null): Html {
  const who = authorName(comment);
  return html`<article class="vg-ssr-comment" aria-label="Comment by ${who}">
    <header class="vg-ssr-byline">
      ${comment.author ? html`<a href="${memberPath(comment.author.username)}">${who}</a>` : html`<strong>${who}</strong>`}
      <time class="vg-ssr-when" datetime="${comment.createdAt}"
        >${readerDateTime(comment.createdAt)}</time
      >
      ${comment.editedAt ? html`<span class="vg-ssr-when">(edited)</span>` : null}
    </header>
    ${
      comment.deleted || comment.body === null
        ? html`<p class="vg-ssr-removed">This comment was deleted.</p>`
        : html`<div class="vg-ssr-comment-text">${commentMarkup(comment.body)}</div>`
    }
    ${replies}
  </article>`;
}

const thread = (comment: Comment) =>
  commentEntry(
    comment,
    comment.replies.length
      ? html`<ol
          class="vg-ssr-comments vg-ssr-replies"
          aria-label="Replies to ${authorName(comment)}"
        >
          ${comment.replies.map((reply) => html`<li>${commentEntry(reply, null)}</li>`)}
        </ol>`
      : null,
  );

/** The conversation's section, for the address the visitor will come back to after signing in. */
export function conversationSection(path: string, conversation: Conversation | null): Html {
  const next = encodeURIComponent(path);
  const community = conversation?.community;
  const comments = conversation?.comments.data ?? [];
  const counts = community
    ? `${[
        plural(community.admireCount, 'admirer', 'admirers'),
        plural(community.followerCount, 'follower', 'followers'),
        plural(community.commentCount, 'comment', 'comments'),
      ].join(' · ')} · `
    : '';
  const more = Boolean(conversation?.comments.page.nextCursor);
  return html`<section class="vg-ssr-section vg-ssr-conversation" aria-labelledby="vg-community">
    <h2 id="vg-community">Community</h2>
    <p class="vg-ssr-muted">
      ${counts}<a href="/sign-in?next=${next}">Sign in to follow</a> or admire this car
    </p>
    <p class="vg-ssr-signin-line">
      <a href="/sign-in?next=${next}">Sign in to comment</a> and join the conversation about this
      car.
    </p>
    ${
      !conversation
        ? null
        : comments.length
          ? html`<ol class="vg-ssr-comments" aria-label="Comments">
              ${comments.map((comment) => html`<li>${thread(comment)}</li>`)}
            </ol>`
          : html`<div class="vg-ssr-empty">
              <h3>No comments yet</h3>
              <p class="vg-ssr-muted">Nobody has said anything about this car yet.</p>
            </div>`
    }
    ${more ? html`<p class="vg-ssr-muted">The newest ${FIRST_PAGE} comments are shown here.</p>` : null}
  </section>`;
}
