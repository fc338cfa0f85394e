import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { notFound } from '../../../http/errors.js';
import { beforeCursor, encodeCursor } from '../../../http/pagination.js';
import type { Comment, CommentReply, CommentTarget, CommentsPage } from '@vg/contract';
import { avatarUrl } from '../../users/current-user.js';
import { findPublicCar, type PublicCar } from '../community-access.js';
import { visibleCommentCount } from '../social-store.js';

// Reading comment threads. Who sees what (docs/product.md#comments):
// - everyone: comments of active members (a suspended member's disappear), not hidden, not deleted;
// - a deleted comment stays as a placeholder only while it has replies to give them their context;
// - the car's keeper also sees the comments hidden on their car, marked, so they can restore them;
//   so do the administrators, so that what a moderator hid can be restored where it was.

export const COMMENT_NOT_FOUND = 'Comment not found';

export interface Viewer {
  id: string;
  isAdmin?: boolean;
}

const COLUMNS = [
  'c.id',
  'c.vehicle_id',
  'c.target',
  'c.parent_id',
  'c.author_id',
  'c.body',
  'c.created_at',
  'c.edited_at',
  'c.deleted_at',
  'c.hidden_at',
  'c.hidden_by_role',
  'u.username',
  'u.display_name',
  'u.avatar_id',
] as const;

type Eb = ExpressionBuilder<
  Database & { c: Database['comments']; u: Database['users'] },
  'c' | 'u'
>;

/** The author is gone (null) or active; hidden ones only for the keeper and the administrators. */
function shownTo(eb: Eb, seesHidden: boolean) {
  const checks = [eb.or([eb('c.author_id', 'is', null), eb('u.suspended_at', 'is', null)])];
  if (!seesHidden) checks.push(eb('c.hidden_at', 'is', null));
  return eb.and(checks);
}

function selectComments(db: Db) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.id', 'c.author_id')
    .select(COLUMNS);
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

function toReply(row: CommentRow, car: PublicCar, viewer: Viewer | null): CommentReply {
  const deleted = row.deleted_at !== null;
  const mine = viewer !== null && row.author_id === viewer.id;
  const keeper = viewer !== null && car.user_id === viewer.id;
  const hidden = row.hidden_at !== null;
  return {
    id: row.id,
    parentId: row.parent_id,
    author:
      row.author_id && row.username
        ? {
            username: row.username,
            displayName: row.display_name,
            avatarUrl: avatarUrl(row.avatar_id),
          }
        : null,
    body: deleted ? null : row.body,
    createdAt: row.created_at.toISOString(),
    editedAt: row.edited_at?.toISOString() ?? null,
    deleted,
    hidden,
    canEdit: mine && !deleted,
    canDelete: mine && !deleted,
    // Restoring is the keeper's only for what they hid themselves; an administrator's hiding stays.
    canHide: keeper && !deleted && (!hidden || row.hidden_by_role === 'owner'),
    canReport: viewer !== null && !mine && !deleted,
  };
}

/** One page of a thread, newest top-level comments first, each with its replies oldest first. */
export async function commentThread(
  db: Db,
  car: PublicCar,
  target: CommentTarget,
  viewer: Viewer | null,
  page: { cursor?: string; limit: number },
): Promise<CommentsPage> {
  const seesHidden = viewer?.id === car.user_id || viewer?.isAdmin === true;
  let top = selectComments(db)
    .where('c.vehicle_id', '=', car.id)
    .where('c.target', '=', target)
    .where('c.parent_id', 'is', null)
    .where((eb) => shownTo(eb, seesHidden))
    .where((eb) =>
      eb.or([
        eb('c.deleted_at', 'is', null),
        eb.exists(
          eb
            .selectFrom('comments as r')
            .innerJoin('users as ru', 'ru.id', 'r.author_id')
            .select('r.id')
            .whereRef('r.parent_id', '=', 'c.id')
            .where('r.deleted_at', 'is', null)
            .where('r.hidden_at', 'is', null)
            .where('ru.suspended_at', 'is', null),
        ),
      ]),
    );
  if (page.cursor) top = top.where(beforeCursor(page.cursor, 'c.created_at', 'c.id'));
  const rows = await top
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit + 1)
    .execute();
  const pageRows = rows.slice(0, page.limit);
  const replies = pageRows.length
    ? await selectComments(db)
        .where(
          'c.parent_id',
          'in',
          pageRows.map((row) => row.id),
        )
        .where('c.deleted_at', 'is', null)
        .where((eb) => shownTo(eb, seesHidden))
        .orderBy('c.created_at', 'asc')
        .orderBy('c.id', 'asc')
        .execute()
    : [];
  const last = pageRows.at(-1);
  return {
    data: pageRows.map((row): Comment => ({
      ...toReply(row, car, viewer),
      replies: replies
        .filter((reply) => reply.parent_id === row.id)
        .map((reply) => toReply(reply, car, viewer)),
    })),
    page: {
      nextCursor:
        rows.length > page.limit && last
          ? encodeCursor({ createdAt: last.created_at, id: last.id })
          : null,
    },
    thread: {
      vehicleId: car.id,
      target,
      commentCount: await visibleCommentCount(db, car.id, target),
      canComment: viewer !== null,
    },
  };
}

/** One comment as its thread shows it to this viewer (after a write). */
export async function commentAsShown(
  db: Db,
  id: string,
  car: PublicCar,
  viewer: Viewer,
): Promise<Comment> {
  const row = await selectComments(db).where('c.id', '=', id).executeTakeFirstOrThrow();
  return { ...toReply(row, car, viewer), replies: [] };
}

/**
 * A comment on a public car, with that car: what every write starts from. A comment on a car that
 * is no longer public is not found, the same as one that never existed.
 */
export async function findComment(db: Db, id: string) {
  const comment = await db
    .selectFrom('comments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  const car = comment && (await findPublicCar(db, comment.vehicle_id));
  if (!comment || !car) throw notFound(COMMENT_NOT_FOUND);
  return { comment, car };
}

/** The author of a comment is active (not suspended); null when their account is gone. */
export async function authorIsActive(db: Db, authorId: string | null): Promise<boolean> {
  if (!authorId) return false;
  const row = await db
    .selectFrom('users')
    .select(sql<boolean>`suspended_at is null`.as('active'))
    .where('id', '=', authorId)
    .executeTakeFirst();
  return Boolean(row?.active);
}
