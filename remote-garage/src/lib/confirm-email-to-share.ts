/**
 * Shown where an owner whose address is not confirmed yet would publish or share: the API refuses
 * anything others can read until then (docs/security.md, T15).
 */
export const CONFIRM_EMAIL_TO_SHARE =
  'Public and unlisted cars and share links need a confirmed email address: open the link we sent you, or send a new one from the Verify email page.';
