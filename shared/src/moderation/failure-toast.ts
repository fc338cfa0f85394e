import { serverMessageOr, toast } from '@vg/shared';

/** A moderation action that failed, said in the server's words (they name what was wrong). */
export const toastFailure = (fallback: string) => (error: unknown) =>
  toast({ title: 'Error', description: serverMessageOr(error, fallback), variant: 'destructive' });
