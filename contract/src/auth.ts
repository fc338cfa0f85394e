import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './http.js';
import { THEME_CHOICES } from './design-tokens/theme-choice.js';
import { StringEnum } from './garage/common.js';
import { NEXT_PATH_MAX_LENGTH } from './rules/next-path.js';
import { LANGUAGES } from './rules/languages.js';

// Accounts and signing in: who the caller is, the fields registration, consent and profile share
// (worded as docs/product.md#consent words them), and the bodies of the sign-in routes.

/** The look a member chose: 'light', 'dark' or 'system' (the device's). */
export const ThemeChoiceField = StringEnum(THEME_CHOICES, {
  errorMessages: { enum: `Theme must be one of: ${THEME_CHOICES.join(', ')}.` },
});

/** A language the product is written in: 'en', 'de', 'fr' or 'it'. */
export const LanguageField = StringEnum(LANGUAGES, {
  errorMessages: { enum: `Language must be one of: ${LANGUAGES.join(', ')}.` },
});

/** The signed-in member as every screen reads them. */
export const CurrentUser = Type.Object(
  {
    id: Type.String(),
    email: Type.String(),
    username: Type.String(),
    displayName: Nullable(Type.String()),
    bio: Nullable(Type.String()),
    location: Nullable(Type.String()),
    avatarUrl: Nullable(Type.String()),
    role: Type.Union([Type.Literal('user'), Type.Literal('admin')]),
    emailVerified: Type.Boolean(),
    needsConsent: Type.Boolean(),
    /** Light, dark or the device's (docs/product.md#appearance); always sent, optional for older clients. */
    theme: Type.Optional(ThemeChoiceField),
    /** The language they chose (docs/product.md#languages); null follows their browser. */
    language: Type.Optional(Nullable(LanguageField)),
    createdAt: Type.String({ format: 'date-time' }),
  },
  { $id: 'CurrentUser' },
);
export type CurrentUser = Static<typeof CurrentUser>;
export type UserRole = CurrentUser['role'];
export const USER_ROLES = ['user', 'admin'] as const satisfies readonly UserRole[];

export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
// Long passphrases are welcome; the cap only keeps one request from costing seconds of hashing.
export const PASSWORD_MAX_LENGTH = 1024;

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

/** What registration and every sign-in answer: a fresh bearer token and its user. */
export const SignInResult = Type.Object({ token: Type.String(), user: CurrentUser });
export type SignInResult = Static<typeof SignInResult>;

export const RegisterBody = Type.Object({
  email: EmailField,
  username: UsernameField,
  password: NewPasswordField,
});
export type RegisterBody = Static<typeof RegisterBody>;

export const LoginBody = Type.Object({
  identifier: Type.String({ minLength: 1, maxLength: 254, description: 'Email or username' }),
  password: PasswordField,
});
export type LoginBody = Static<typeof LoginBody>;

/** A member signed in with Google accepts the terms and picks a username. */
export const ConsentBody = Type.Object({
  username: UsernameField,
  acceptedTerms: Type.Boolean(),
  acceptedPrivacy: Type.Boolean(),
});
export type ConsentBody = Static<typeof ConsentBody>;

/** The token of an emailed link. */
export const EmailTokenBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });
export type EmailTokenBody = Static<typeof EmailTokenBody>;

export const EmailConfirmed = Type.Object({ user: CurrentUser });
export type EmailConfirmed = Static<typeof EmailConfirmed>;

export const ResetRequestBody = Type.Object({ email: EmailField });
export type ResetRequestBody = Static<typeof ResetRequestBody>;

export const ResetConfirmBody = Type.Object({
  token: Type.String({ minLength: 1, maxLength: 200 }),
  password: NewPasswordField,
});
export type ResetConfirmBody = Static<typeof ResetConfirmBody>;

/** The browser is sent elsewhere; there is no body. */
export const Redirect = Type.Null({ description: 'Redirect (302)' });

/**
 * GET /auth/google?login=: a random value the app keeps in this browser before leaving for the
 * provider; the callback hands it back beside the token, and the app signs in only when it matches
 * what it kept (login CSRF, docs/security.md T40).
 */
/**
 * The app sends the value it keeps in the tab (`login`); a rendered page, which may have no script,
 * sends `via=page` instead and the API keeps the value itself (docs/security.md T40). One of the two
 * is required.
 */
export const GoogleSignInStartQuery = Type.Object({
  login: Type.Optional(
    Type.String({
      pattern: '^[A-Za-z0-9_-]{16,128}$',
      errorMessages: { pattern: 'Must be 16 to 128 letters, digits, dashes or underscores.' },
    }),
  ),
  via: Type.Optional(Type.Literal('page')),
  /** Where the member goes once signed in: a path of this site only (docs/security.md T47). */
  next: Type.Optional(Type.String({ maxLength: NEXT_PATH_MAX_LENGTH })),
});
export type GoogleSignInStartQuery = Static<typeof GoogleSignInStartQuery>;

/** The OpenID provider's callback parameters, read as they come. */
export const OidcCallbackQuery = Type.Object({}, { additionalProperties: Type.String() });
export type OidcCallbackQuery = Static<typeof OidcCallbackQuery>;
