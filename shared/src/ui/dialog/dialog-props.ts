import type { ReactNode, RefObject } from 'react';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Buttons, right-aligned; the primary action last. */
  footer?: ReactNode;
  /** CSS length (default '520px'). */
  maxWidth?: string;
  /**
   * When false the person must finish the dialog: no close button, and Escape or a click
   * outside do nothing (the consent dialog).
   */
  dismissible?: boolean;
  /** Where focus lands on open; by default the first focusable element (often the close button). */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where focus goes on close when what opened the dialog is no longer on the page (by default the
   * first focusable element near where it was).
   */
  returnFocusRef?: RefObject<HTMLElement | null>;
}
