import { useState } from 'react';
import { Button } from '@vg/shared';
import { HideCommentDialog } from './hide-comment-dialog';

export interface CommentAdminActionProps {
  comment: { id: string; body: string | null };
  /** '@username', or 'deleted member'. */
  author: string;
}

/** A moderator's Hide under a comment on a car's page; loaded only for administrators. */
export function CommentAdminAction({ comment, author }: CommentAdminActionProps) {
  const [confirming, setConfirming] = useState(false);
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
