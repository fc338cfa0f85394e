export { Dialog } from './dialog';
export type { DialogProps } from './dialog-props';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
