import {
  ConsentBody,
  CurrentUser,
  EmailConfirmed,
  EmailTokenBody,
  GoogleSignInStartQuery,
  LoginBody,
  OidcCallbackQuery,
  Redirect,
  RegisterBody,
  ResetConfirmBody,
  ResetRequestBody,
  SignInResult,
} from '../auth.js';
import { FormRedirect, RegisterFormBody, SignInFormBody, SignInPageQuery } from '../auth-forms.js';
import { HtmlDocument } from '../public-pages.js';
import { Accepted, DataOf, NoContent, withErrors } from '../http.js';
import { defineRoutes } from './route-spec.js';

// /auth: registering, signing in and out (password or Google), the emailed links, consent.

export const authRouteTable = defineRoutes({
  'POST /auth/register': {
    tags: ['auth'],
    summary: 'Create an account with a password; sends a verification email',
    body: RegisterBody,
    response: withErrors({ 201: DataOf(SignInResult) }),
  },
  'POST /auth/login': {
    tags: ['auth'],
    summary: 'Sign in with email or username and password',
    body: LoginBody,
    response: withErrors({ 200: DataOf(SignInResult) }),
  },
  'POST /auth/login/form': {
    tags: ['auth'],
    summary:
      'The sign-in form posted before the app starts: 303 to the app with the token in the fragment, or the page again with the message',
    consumes: ['application/x-www-form-urlencoded'],
    produces: ['text/html'],
    body: SignInFormBody,
    response: {
      303: FormRedirect,
      401: HtmlDocument,
      403: HtmlDocument,
      422: HtmlDocument,
      429: HtmlDocument,
    },
  },
  'POST /auth/register/form': {
    tags: ['auth'],
    summary:
      'The registration form posted before the app starts: 303 to the app signed in, or the page again with the messages',
    consumes: ['application/x-www-form-urlencoded'],
    produces: ['text/html'],
    body: RegisterFormBody,
    response: { 303: FormRedirect, 403: HtmlDocument, 422: HtmlDocument, 429: HtmlDocument },
  },
  'GET /pages/sign-in': {
    tags: ['pages'],
    summary: 'The sign-in page as HTML: a form that works before the app starts',
    querystring: SignInPageQuery,
    produces: ['text/html'],
    response: { 200: HtmlDocument },
  },
  'GET /pages/register': {
    tags: ['pages'],
    summary: 'The registration page as HTML: a form that works before the app starts',
    querystring: SignInPageQuery,
    produces: ['text/html'],
    response: { 200: HtmlDocument },
  },
  'POST /auth/logout': {
    tags: ['auth'],
    summary: 'Sign out: revokes this token',
    security: [{ bearer: [] }],
    response: withErrors({ 204: NoContent }),
  },
  'GET /auth/user': {
    tags: ['auth'],
    summary: 'The signed-in user',
    security: [{ bearer: [] }],
    response: withErrors({ 200: DataOf(CurrentUser) }),
  },
  'POST /auth/verify-email/resend': {
    tags: ['auth'],
    summary: 'Send the verification email again',
    security: [{ bearer: [] }],
    response: withErrors({ 202: Accepted }),
  },
  'POST /auth/email/confirm': {
    tags: ['auth'],
    summary: 'Confirm an email address (registration or email change) from an emailed link',
    body: EmailTokenBody,
    response: withErrors({ 200: DataOf(EmailConfirmed) }),
  },
  'POST /auth/reset/request': {
    tags: ['auth'],
    summary: 'Email a password reset link; answers the same whether or not the account exists',
    body: ResetRequestBody,
    response: withErrors({ 202: Accepted }),
  },
  'POST /auth/reset/confirm': {
    tags: ['auth'],
    summary: 'Set a new password from an emailed reset link; signs out every session',
    body: ResetConfirmBody,
    response: withErrors({ 204: NoContent }),
  },
  'GET /auth/google': {
    tags: ['auth'],
    summary: 'Start Google sign-in (redirects to the provider)',
    querystring: GoogleSignInStartQuery,
    response: { 302: Redirect },
  },
  'GET /auth/google/callback': {
    tags: ['auth'],
    summary: 'Provider callback: redirects to the app with the token in the fragment',
    querystring: OidcCallbackQuery,
    response: { 302: Redirect },
  },
  'POST /auth/consent': {
    tags: ['auth'],
    summary: 'Accept the terms and choose a username (accounts created through Google)',
    security: [{ bearer: [] }],
    body: ConsentBody,
    response: withErrors({ 200: DataOf(CurrentUser) }),
  },
});
