import { useState } from 'react';
import { Button, Dialog } from '@vg/shared';
import type { CommentTarget } from './api/comment-api';
import { CommentThread } from './comment-thread';

export interface CommentsDialogButtonProps {
  target: CommentTarget;
  vehicleId: string;
  /** The car's name: the button's and the dialog's title. */
  vehicleName: string;
}

/** Where a gallery has no room for a thread: a Comments button that opens it in a dialog. */
export function CommentsDialogButton({
  target,
  vehicleId,
  vehicleName,
}: CommentsDialogButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => setOpen(true)}
        aria-label={`Comments on the ${vehicleName}`}
      >
        Comments
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Comments on the ${vehicleName}`}
        maxWidth="720px"
      >
        {open ? <CommentThread target={target} vehicleId={vehicleId} /> : null}
      </Dialog>
    </>
  );
}
