import type { UserRow } from '../db/schema.js';
import { forbidden, unprocessable } from '../http/errors.js';

export const CONFIRM_EMAIL_TO_PUBLISH =
  'Confirm your email address first: until then, nothing you add can be seen by others.';

/**
 * Writing anything others can read (a public or unlisted car, a share link, later comments and
 * reports) needs a verified address. An account nobody has proved the address of may be a
 * throwaway, or a squatter on somebody else's address (docs/adr/0004); it keeps its own garage
 * private until it is confirmed. With `field`, the refusal is a 422 naming the form field that asked
 * for it, so the form keeps everything else the member typed.
 */
export function requireVerifiedEmail(
  user: Pick<UserRow, 'email_verified_at'>,
  field?: string,
): void {
  if (user.email_verified_at) return;
  throw field
    ? unprocessable({ [field]: CONFIRM_EMAIL_TO_PUBLISH })
    : forbidden(CONFIRM_EMAIL_TO_PUBLISH);
}

/** A visibility that others can reach (a public page, or a share link's). */
export const isSeenByOthers = (visibility: string | undefined) =>
  visibility !== undefined && visibility !== 'private';
