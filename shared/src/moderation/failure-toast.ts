import { serverMessageOr, toast } from '@vg/shared';

/** A moderation action that failed, said in the server's words (they name what was wrong). */
export const toastFailure = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: serverMessageOr(error, fallback), variant: 'destructive' });

/**
 * A dialog's form refused: the form kit puts the server's reasons next to their fields
 * (`showServerError`), and whatever has no field in the dialog is said in a toast.
 */
export const showFailure =
  (showServerError: (error: unknown) => string | null, fallback: string) => (error: unknown) => {
    if (showServerError(error) !== null) toastFailure(fallback)(error);
  };
