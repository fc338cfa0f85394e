import { useState } from 'react';
import { Button } from '@vg/shared';
import { toastFailure } from './failure-toast';
import { HideCommentDialog } from './hide-comment-dialog';
import { useRestoreComment } from './moderation-api';

export interface CommentAdminActionProps {
  comment: { id: string; body: string | null; hidden?: boolean };
  /** '@username', or 'deleted member'. */
  author: string;
}

/**
 * A moderator's Hide under a comment on a car's page, or Restore under one that is hidden (the
 * administrators still see it there, docs/product.md#moderation); loaded only for administrators.
 */
export function CommentAdminAction({ comment, author }: CommentAdminActionProps) {
  const [confirming, setConfirming] = useState(false);
  const restore = useRestoreComment();
  if (comment.hidden)
    return (
      <Button
        size="sm"
        variant="ghost"
        loading={restore.isPending}
        onClick={() =>
          restore.mutate(
            { id: comment.id, author },
            { onError: toastFailure('The comment could not be restored.') },
          )
        }
        aria-label={`Restore the comment by ${author} as a moderator`}
      >
        Restore (moderator)
      </Button>
    );
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setConfirming(true)}
        aria-label={`Hide the comment by ${author} as a moderator`}
      >
        Hide (moderator)
      </Button>
      {confirming ? (
        <HideCommentDialog comment={comment} author={author} onClose={() => setConfirming(false)} />
      ) : null}
    </>
  );
}
