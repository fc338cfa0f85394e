import { lazy, Suspense } from 'react';
import { useLatch } from '../lazy/use-latch';
import type { DialogProps } from './dialog-props';

// Radix's dialog (focus trap, scroll lock, portal) is fetched the first time a
// dialog opens, not on every first page load.
const RadixDialogView = lazy(() => import('./radix-dialog'));

/** A modal dialog (Radix): focus is trapped inside and returns to the opener on close. */
export function Dialog(props: DialogProps) {
  const needed = useLatch(props.open);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RadixDialogView {...props} />
    </Suspense>
  );
}
