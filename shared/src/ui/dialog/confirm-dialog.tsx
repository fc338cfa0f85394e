import { useRef, type ReactNode, type RefObject } from 'react';
import { Button } from '../button/button';
import { Dialog } from './dialog';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** Names exactly what will be lost, e.g. 'The 1967 Jaguar E-Type and its 14 service records.' */
  body: ReactNode;
  /** The destructive verb, e.g. 'Delete vehicle'. */
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  /** The action is running: the confirm button spins and the dialog cannot be closed. */
  pending?: boolean;
  /** Holds the confirm button until the person has done what `children` asks (type a name). */
  confirmDisabled?: boolean;
  /** What the person must do before confirming, below the body (a field to type a name into). */
  children?: ReactNode;
  /** Where focus goes on close if the button that opened the dialog is gone by then. */
  returnFocusRef?: RefObject<HTMLElement | null>;
}

/** Asks before something is destroyed. Focus starts on Cancel, so a stray Enter destroys nothing. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  body,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  pending = false,
  confirmDisabled = false,
  children,
  returnFocusRef,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={body}
      dismissible={!pending}
      maxWidth="480px"
      initialFocusRef={cancelRef}
      returnFocusRef={returnFocusRef}
      footer={
        <>
          <Button
            ref={cancelRef}
            variant="secondary"
            onClick={() => onOpenChange(false)}
            disabled={pending}
          >
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={confirmDisabled} loading={pending}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
