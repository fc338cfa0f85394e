import { lazy, Suspense } from 'react';
import { useToast } from '../../toast';
import { useLatch } from '../lazy/use-latch';

// Radix's toast is fetched with the first toast, not on every first page load.
const RadixToaster = lazy(() => import('./radix-toaster'));

/** Mounted once by the host (and each remote's harness); shows the toast store's toasts. */
export function Toaster() {
  const { toasts } = useToast();
  const needed = useLatch(toasts.length > 0);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <RadixToaster />
    </Suspense>
  );
}
