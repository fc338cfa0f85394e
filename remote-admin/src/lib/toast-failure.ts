import { toast } from '@vg/shared';

/** A failed admin action, said in the server's words (its message names what was wrong). */
export function toastFailure(error: Error): void {
  toast({ title: 'Error', description: error.message, variant: 'destructive' });
}
