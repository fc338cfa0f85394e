import { ConfirmDialog } from '@vg/shared';
import { toastFailure } from './failure-toast';
import { useHideComment } from './moderation-api';

const EXCERPT_LENGTH = 120;

export interface HideCommentDialogProps {
  comment: { id: string; body: string | null };
  /** '@username', or 'deleted member'. */
  author: string;
  onClose: () => void;
}

function excerpt(body: string | null): string {
  if (!body) return '';
  const line = body.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1)}…` : line;
}

/**
 * Hides a comment from everyone as a moderator (the keeper cannot undo it; its open reports are
 * resolved), after a confirmation quoting it.
 */
export function HideCommentDialog({ comment, author, onClose }: HideCommentDialogProps) {
  const hide = useHideComment();
  const quoted = excerpt(comment.body);
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={`Hide the comment by ${author}?`}
      body={`${quoted ? `“${quoted}” ` : ''}It disappears for everyone but the administrators, its keeper cannot show it again, and its open reports are resolved. Restore it here, or from the Reports screen under “Acted on”, if needed.`}
      confirmLabel="Hide comment"
      pending={hide.isPending}
      onConfirm={() =>
        hide.mutate(
          { id: comment.id, author },
          { onSuccess: onClose, onError: toastFailure('The comment could not be hidden.') },
        )
      }
    />
  );
}
