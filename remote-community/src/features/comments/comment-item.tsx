import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Badge, Button, Cluster, ConfirmDialog, toast, useSession } from '@vg/shared';
import { errorMessage } from '@vg/shared/forms';
import { memberPath } from '@vg/contract/rules';
import { CommentText } from '../../lib/comment-text/comment-text';
import { Moment } from '../../lib/moment/moment';
import { ReportDialog } from '../../lib/report-dialog/report-dialog';
import {
  useDeleteComment,
  useEditComment,
  useSetCommentHidden,
  type AnyComment,
  type CommentTarget,
} from './api/comment-api';
import { CommentForm } from './comment-form';

// A moderator's Hide, or Restore of a hidden comment (docs/product.md#moderation), from the shared
// moderation kit, fetched only when an administrator reads the thread.
const CommentAdminAction = lazy(async () => ({
  default: (await import('@vg/shared/moderation')).CommentAdminAction,
}));

const Article = styled.article<{ $hidden: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.color.hairline};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $hidden }) => ($hidden ? theme.color.surfaceSunken : theme.color.surface)};
`;

const Byline = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(1)};

  a {
    color: ${({ theme }) => theme.color.primary};
    font-weight: ${({ theme }) => theme.type.weight.bold};
  }
  a:focus-visible {
    ${({ theme }) => theme.focusRing}
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.type.size.sm};
`;

const Removed = styled.p`
  color: ${({ theme }) => theme.color.textMuted};
  font-style: italic;
`;

/** The author as others see them; an account deleted since is "deleted member". */
export const authorName = (comment: AnyComment) =>
  comment.author ? `@${comment.author.username}` : 'deleted member';

export interface CommentItemProps {
  comment: AnyComment;
  target: CommentTarget;
  vehicleId: string;
  /** Under a top-level comment: opens the reply form (replies themselves take no replies). */
  onReply?: () => void;
  /** The replies and the reply form, inside this comment's article. */
  children?: ReactNode;
}

/** One comment: who, when, the text (marked edited), and what the caller may do with it. */
export function CommentItem({ comment, target, vehicleId, onReply, children }: CommentItemProps) {
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [reporting, setReporting] = useState(false);
  const edit = useEditComment(target, vehicleId);
  const remove = useDeleteComment(target, vehicleId);
  const setHidden = useSetCommentHidden(target, vehicleId);
  const { isAdmin } = useSession();
  const who = authorName(comment);
  // The keeper's own Hide and Show again cover an administrator who keeps the car.
  const moderates = isAdmin && !comment.canHide;

  const toggleHidden = () =>
    setHidden.mutate(
      { id: comment.id, hidden: !comment.hidden },
      {
        onSuccess: () =>
          toast({
            title: comment.hidden ? 'Comment shown again' : 'Comment hidden',
            description: comment.hidden
              ? 'Everyone can read it again.'
              : 'Only you and the administrators can see it now.',
            variant: 'success',
          }),
        onError: (error) =>
          toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
      },
    );

  return (
    <Article aria-label={`Comment by ${who}`} $hidden={comment.hidden}>
      <Byline>
        {comment.author ? (
          <Link to={memberPath(comment.author.username)}>{who}</Link>
        ) : (
          <strong>{who}</strong>
        )}
        <Moment iso={comment.createdAt} withTime />
        {comment.editedAt ? <Muted>(edited)</Muted> : null}
        {comment.hidden ? <Badge tone="warning">Hidden from others</Badge> : null}
      </Byline>
      {comment.deleted || comment.body === null ? (
        <Removed>This comment was deleted.</Removed>
      ) : editing ? (
        <CommentForm
          label="Edit your comment"
          submitLabel="Save changes"
          draftKey={`comment-edit:${comment.id}`}
          initialBody={comment.body}
          autoFocus
          onCancel={() => setEditing(false)}
          onSubmit={async (body) => {
            await edit.mutateAsync({ id: comment.id, body });
            setEditing(false);
          }}
        />
      ) : (
        <CommentText text={comment.body} />
      )}
      {editing || comment.deleted ? null : (
        <Cluster gap={0.5}>
          {onReply ? (
            <Button size="sm" variant="ghost" onClick={onReply} aria-label={`Reply to ${who}`}>
              Reply
            </Button>
          ) : null}
          {comment.canEdit ? (
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              Edit
            </Button>
          ) : null}
          {comment.canDelete ? (
            <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(true)}>
              Delete
            </Button>
          ) : null}
          {comment.canHide ? (
            <Button
              size="sm"
              variant="ghost"
              loading={setHidden.isPending}
              onClick={toggleHidden}
              aria-label={`${comment.hidden ? 'Show' : 'Hide'} the comment by ${who}`}
            >
              {comment.hidden ? 'Show again' : 'Hide'}
            </Button>
          ) : null}
          {moderates ? (
            <Suspense fallback={null}>
              <CommentAdminAction comment={comment} author={who} />
            </Suspense>
          ) : null}
          {comment.canReport ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => setReporting(true)}
              aria-label={`Report the comment by ${who}`}
            >
              Report
            </Button>
          ) : null}
        </Cluster>
      )}
      {children}
      <ConfirmDialog
        open={confirmingDelete}
        onOpenChange={setConfirmingDelete}
        title="Delete your comment?"
        body="Its text is removed for everyone and cannot be brought back. Replies to it stay."
        confirmLabel="Delete comment"
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(comment.id, {
            onSuccess: () => {
              setConfirmingDelete(false);
              toast({ title: 'Comment deleted', variant: 'success' });
            },
            onError: (error) =>
              toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' }),
          })
        }
      />
      {reporting ? (
        <ReportDialog
          subject={`the comment by ${who}`}
          reported={{ kind: 'comment', id: comment.id }}
          onClose={() => setReporting(false)}
        />
      ) : null}
    </Article>
  );
}
