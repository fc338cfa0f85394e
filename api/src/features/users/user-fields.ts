import { Type } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from '../../security/passwords.js';

// Field schemas shared by registration, consent and profile, worded as docs/product.md#consent words them.
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;

export const UsernameField = Type.String({
  minLength: USERNAME_MIN,
  maxLength: USERNAME_MAX,
  pattern: '^[A-Za-z0-9_.-]+$',
  errorMessages: {
    minLength: 'Username must be at least 3 characters long.',
    maxLength: 'Username must be at most 50 characters long.',
    pattern: 'Username may only contain letters, numbers, dots, dashes and underscores.',
  },
});

export const EmailField = Type.String({
  format: 'email',
  maxLength: 254,
  errorMessages: {
    format: 'Please enter a valid email address.',
    maxLength: 'Email must be at most 254 characters long.',
  },
});

/** Length and common-password rules run in code (passwordProblem) so their messages can name the rule. */
export const NewPasswordField = Type.String({ maxLength: PASSWORD_MAX_LENGTH });

export const PasswordField = Type.String({ minLength: 1, maxLength: PASSWORD_MAX_LENGTH });

export const normalizeEmail = (email: string) => email.trim().toLowerCase();
