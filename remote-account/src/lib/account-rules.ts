// The rules the account forms check before asking the server, worded as the server words them
// (docs/product.md#consent for the username), so a person reads the same reason either way.
export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 50;
export const USERNAME_TOO_SHORT = 'Username must be at least 3 characters long.';
export const USERNAME_TOO_LONG = 'Username must be at most 50 characters long.';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_TOO_SHORT = 'Password must be at least 8 characters long.';
export const PASSWORD_HINT =
  'At least 8 characters. A long passphrase of a few unrelated words is easy to remember and hard to guess.';

export const EMAIL_REQUIRED = 'Please enter your email address.';
export const EMAIL_INVALID = 'Please enter a valid email address.';
export const PASSWORDS_DIFFER = 'The two passwords do not match.';

// Deliberately loose: the server decides; this only catches a missing '@' or domain early.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function usernameProblem(username: string): string | null {
  const length = username.trim().length;
  if (length < USERNAME_MIN_LENGTH) return USERNAME_TOO_SHORT;
  if (length > USERNAME_MAX_LENGTH) return USERNAME_TOO_LONG;
  return null;
}

export function newPasswordProblem(password: string): string | null {
  return password.length < PASSWORD_MIN_LENGTH ? PASSWORD_TOO_SHORT : null;
}

export function emailProblem(email: string): string | null {
  const trimmed = email.trim();
  if (!trimmed) return EMAIL_REQUIRED;
  return EMAIL_SHAPE.test(trimmed) ? null : EMAIL_INVALID;
}

export function requiredProblem(value: string, message: string): string | null {
  return value.trim() ? null : message;
}

/** Collects the non-null reasons into the form's field errors. */
export function collectProblems(problems: Record<string, string | null>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== null),
  );
}
