export {
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY_MS,
  TOAST_SWIPE_THRESHOLD_PX,
  dismissToast,
  toast,
  type ToastAction,
  type ToastHandle,
  type ToastInput,
  type ToastItem,
  type ToastVariant,
} from './toast-store';
export { useToast, type ToastApi } from './use-toast';
