import { lazy, Suspense, useRef } from 'react';
import { useLatch } from '../lazy/use-latch';
import type { DialogProps } from './dialog-props';
import { currentFocusOrigin, type FocusOrigin } from './return-focus';

// Radix's dialog (focus trap, scroll lock, portal) is fetched the first time a
// dialog opens, not on every first page load.
const RadixDialogView = lazy(() => import('./radix-dialog'));

/** A modal dialog (Radix): focus is trapped inside and returns to the opener on close. */
export function Dialog(props: DialogProps) {
  const needed = useLatch(props.open);
  // What had focus when the dialog was asked to open: read during that very render, before the
  // dialog's content mounts and an autoFocus field inside takes focus (by the time Radix's own
  // open event runs, focus is already in the dialog and the opener would be forgotten).
  const opener = useRef<FocusOrigin | null>(null);
  const wasOpen = useRef(false);
  if (props.open && !wasOpen.current) opener.current = currentFocusOrigin() ?? opener.current;
  wasOpen.current = props.open;
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialogView {...props} openerRef={opener} />
    </Suspense>
  );
}
