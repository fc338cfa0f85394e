export { Dialog } from './dialog';
export type { DialogProps } from './dialog';
export { ConfirmDialog } from './confirm-dialog';
export type { ConfirmDialogProps } from './confirm-dialog';
