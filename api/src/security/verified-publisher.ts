import type { UserRow } from '../db/schema.js';
import { HttpError } from '../http/errors.js';

export const CONFIRM_EMAIL_TO_PUBLISH =
  'Confirm your email address first: until then, nothing you add can be seen by others.';
export const ACCEPT_TERMS_TO_PUBLISH =
  'Accept the Terms of Service and Privacy Policy first: until then, nothing you add can be seen by others.';

/**
 * Writing anything others can read (a public or unlisted car, a share link, a comment, a report)
 * needs an account that accepted the terms and whose address is verified (docs/security.md, T15).
 * An account nobody has proved the address of may be a throwaway, or a squatter on somebody else's
 * address (docs/adr/0004); one created through Google has not agreed to the terms until it answers
 * the consent dialog. Either keeps its own garage private until then. The refusal is a 403 saying
 * why; with `field` it also names the form field that asked for it, so the form shows it there and
 * keeps everything else the member typed.
 */
export function requirePublisher(
  user: Pick<UserRow, 'email_verified_at' | 'consented_at'>,
  field?: string,
): void {
  const reason = !user.consented_at
    ? ACCEPT_TERMS_TO_PUBLISH
    : !user.email_verified_at
      ? CONFIRM_EMAIL_TO_PUBLISH
      : null;
  if (reason) throw new HttpError(403, reason, field ? { [field]: reason } : undefined);
}

/** A visibility that others can reach (a public page, or a share link's). */
export const isSeenByOthers = (visibility: string | undefined) =>
  visibility !== undefined && visibility !== 'private';
