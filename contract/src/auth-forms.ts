import { Type, type Static } from '@sinclair/typebox';
import { PASSWORD_MAX_LENGTH } from './auth.js';
import { NEXT_PATH_MAX_LENGTH } from './rules/next-path.js';

// The sign-in and registration forms as a browser posts them before the app has started
// (application/x-www-form-urlencoded, docs/product.md#accounts): every field optional, so a
// field left empty answers the form's own message on the rendered page rather than a schema error.

/** Where to go once signed in: a path of this site only (checked again by the API). */
const NextField = Type.String({ maxLength: NEXT_PATH_MAX_LENGTH });

export const SignInFormBody = Type.Object({
  identifier: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  next: Type.Optional(NextField),
});
export type SignInFormBody = Static<typeof SignInFormBody>;

export const RegisterFormBody = Type.Object({
  email: Type.Optional(Type.String({ maxLength: 254 })),
  username: Type.Optional(Type.String({ maxLength: 254 })),
  password: Type.Optional(Type.String({ maxLength: PASSWORD_MAX_LENGTH })),
  /** A checked box sends its value ('on'); an unchecked one sends nothing. */
  acceptedPolicies: Type.Optional(Type.String({ maxLength: 10 })),
  /** Where the new member was going (a hand-over's page): passed on to the confirm-your-email page. */
  next: Type.Optional(NextField),
});
export type RegisterFormBody = Static<typeof RegisterFormBody>;

/** GET /pages/sign-in?next= and /pages/register?next=: the page the form sends its member back to. */
export const SignInPageQuery = Type.Object({ next: Type.Optional(NextField) });
export type SignInPageQuery = Static<typeof SignInPageQuery>;

/** A form's answer that signs in: 303 to the app, the token in the fragment. */
export const FormRedirect = Type.Null({ description: 'Redirect (303) to the app' });
