import { Type, type Static } from '@sinclair/typebox';
import {
  EmailField,
  LanguageField,
  NewPasswordField,
  PASSWORD_MAX_LENGTH,
  PasswordField,
  ThemeChoiceField,
  UsernameField,
} from './auth.js';
import { Nullable } from './http.js';

// The member's own account: profile, email, password, deletion and where they are signed in.

const optionalText = (label: string, maxLength: number) =>
  Type.Optional(
    Nullable(
      Type.String({
        maxLength,
        errorMessages: { maxLength: `${label} must be at most ${maxLength} characters long.` },
      }),
    ),
  );

export const UpdateProfileBody = Type.Object({
  username: Type.Optional(UsernameField),
  displayName: optionalText('Display name', 100),
  bio: optionalText('Bio', 1000),
  location: optionalText('Location', 100),
  theme: Type.Optional(ThemeChoiceField),
  /** null goes back to following the browser. */
  language: Type.Optional(Nullable(LanguageField)),
});
export type UpdateProfileBody = Static<typeof UpdateProfileBody>;

export const ChangeEmailBody = Type.Object({ email: EmailField, password: PasswordField });
export type ChangeEmailBody = Static<typeof ChangeEmailBody>;

export const ChangePasswordBody = Type.Object({
  // Optional for accounts created through Google, which have no password yet.
  currentPassword: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  newPassword: NewPasswordField,
});
export type ChangePasswordBody = Static<typeof ChangePasswordBody>;

/** A changed password signs out every other session; this session goes on with a fresh token. */
export const PasswordChanged = Type.Object({ token: Type.String() });
export type PasswordChanged = Static<typeof PasswordChanged>;

export const DeleteAccountBody = Type.Object({
  confirmUsername: Type.String({ maxLength: 100 }),
  // Asked again of an account that has one; an account without one needs a recent Google sign-in.
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
});
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

export const SignIn = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    device: Nullable(Type.String({ description: '"Firefox on Windows"; null when not known' })),
    method: Nullable(
      Type.Union([
        Type.Literal('password'),
        Type.Literal('google'),
        Type.Literal('registration'),
        Type.Literal('password_change'),
      ]),
    ),
    ip: Nullable(Type.String({ description: 'The client address the sign-in came from' })),
    signedInAt: Type.String({ format: 'date-time' }),
    lastSeenAt: Nullable(Type.String({ format: 'date-time' })),
    current: Type.Boolean({ description: 'The session making this request' }),
  },
  { $id: 'SignIn' },
);
export type SignIn = Static<typeof SignIn>;

export const SignIns = Type.Array(SignIn);

export const SignedOutSessions = Type.Object({ signedOut: Type.Integer() });
export type SignedOutSessions = Static<typeof SignedOutSessions>;
