import { createExternalStore } from '../lib/create-external-store';

// docs/product.md#constants
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DEFAULT_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY: string[] = ['F8'];

export type ToastVariant = 'default' | 'success' | 'destructive';

/** A button on the toast: a callback, a link, or both. */
export interface ToastAction {
  label: string;
  onClick?: () => void;
  href?: string;
}

export interface ToastInput {
  title: string;
  description?: string;
  variant?: ToastVariant;
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem extends ToastInput {
  id: string;
  /** False once dismissed: the Toaster plays the exit animation, the store removes it later. */
  open: boolean;
  /** Wired to Radix Toast's onOpenChange: closing it (timeout, swipe, close button) dismisses. */
  onOpenChange(open: boolean): void;
}

export interface ToastHandle {
  id: string;
  dismiss(): void;
  update(patch: Partial<ToastInput>): void;
}

export const toastStore = createExternalStore<ToastItem[]>([]);

const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastToastId = 0;

function scheduleRemoval(id: string): void {
  if (removalTimers.has(id)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(id);
    toastStore.setState((toasts) => toasts.filter((item) => item.id !== id));
  }, TOAST_REMOVE_DELAY_MS);
  removalTimers.set(id, timer);
}

/** Closes one toast, or every toast when no id is given. */
export function dismissToast(id?: string): void {
  const dismissed = toastStore.getState().filter((item) => id === undefined || item.id === id);
  if (dismissed.length === 0) return;
  toastStore.setState((toasts) =>
    toasts.map((item) => (dismissed.includes(item) ? { ...item, open: false } : item)),
  );
  dismissed.forEach((item) => scheduleRemoval(item.id));
}

/** Shows a toast; with TOAST_LIMIT = 1 it replaces whichever toast was showing. */
export function toast(input: ToastInput): ToastHandle {
  lastToastId += 1;
  const id = String(lastToastId);
  const dismiss = () => dismissToast(id);
  const item: ToastItem = {
    ...input,
    duration: input.duration ?? TOAST_DEFAULT_DURATION_MS,
    id,
    open: true,
    onOpenChange: (open) => {
      if (!open) dismiss();
    },
  };
  toastStore.setState((toasts) => [item, ...toasts].slice(0, TOAST_LIMIT));
  return {
    id,
    dismiss,
    update: (patch) =>
      toastStore.setState((toasts) =>
        toasts.map((existing) => (existing.id === id ? { ...existing, ...patch } : existing)),
      ),
  };
}
