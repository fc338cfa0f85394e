import { useMemo, useSyncExternalStore } from 'react';
import { dismissToast, toast, toastStore, type ToastItem } from './toast-store';

export interface ToastApi {
  toasts: ToastItem[];
  toast: typeof toast;
  dismiss(id?: string): void;
}

/** The toasts on screen, plus the functions to add and dismiss them. */
export function useToast(): ToastApi {
  const toasts = useSyncExternalStore(
    toastStore.subscribe,
    toastStore.getState,
    toastStore.getState,
  );
  return useMemo(() => ({ toasts, toast, dismiss: dismissToast }), [toasts]);
}
