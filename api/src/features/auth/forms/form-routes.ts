import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { ErrorBody, SignInResult } from '@vg/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import '../../public-pages/send-page.js';
import { fromTable } from '../../../http/route-table.js';
import { HostShell } from '../../public-pages/host-shell.js';
import { renderDocument, type RenderedPage } from '../../public-pages/page-document.js';
import { DEFAULT_AFTER_SIGN_IN, withNext } from '@vg/contract/rules';
import { formLogin, nextPathOf, pageSessionCookies, postedFromThisSite } from './form-guard.js';
import { EMPTY_FORM, registerPage, signInPage, type FormState } from './form-pages.js';

// POST /auth/login/form and /auth/register/form: the rendered sign-in and registration pages post
// here when the app has not started (or never will: no script). Each asks the API's own JSON route
// (app.inject), so the checks, limits, messages and session are exactly the app's; success answers
// 303 to the app with the token in the fragment, as Google's return does; a refusal answers the
// page again with the message, keeping what was typed except the password (docs/product.md).

export const NOT_FROM_THIS_SITE = 'Please sign in from a Vintage Garage page.';
export const SIGN_IN_REQUIRED = {
  identifier: 'Please enter your email or username.',
  password: 'Please enter your password.',
};
export const EMAIL_REQUIRED = 'Please enter your email address.';
export const TERMS_REQUIRED =
  'Please accept the Terms of Service and the Privacy Policy to create an account.';

/** Rendered into the host's shell (docs/adr/0009), never kept by a cache: it may hold what was typed. */
async function sendFormPage(
  shell: HostShell,
  reply: FastifyReply,
  page: RenderedPage,
): Promise<FastifyReply> {
  const document = renderDocument(await shell.get(), page);
  return (
    reply
      .code(page.status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'private, no-store')
      // The page posts its form again: under the API's default (no-referrer) the browser would send
      // `Origin: null`, which the login CSRF check refuses.
      .header('referrer-policy', 'same-origin')
      .send(document as never)
  );
}

/** The JSON route's answer to the same request, from this caller (address, agent, language). */
async function ask(app: FastifyInstance, request: FastifyRequest, url: string, payload: object) {
  const answer = await app.inject({
    method: 'POST',
    url,
    payload,
    remoteAddress: request.ip,
    headers: {
      'content-type': 'application/json',
      ...(request.headers['user-agent'] ? { 'user-agent': request.headers['user-agent'] } : {}),
      ...(request.headers['accept-language']
        ? { 'accept-language': request.headers['accept-language'] }
        : {}),
    },
  });
  return { status: answer.statusCode, body: answer.json<{ data: SignInResult } & ErrorBody>() };
}

/** A refusal as the form shows it: the message under its field, or over the button. */
const refusal = (values: Record<string, string>, body: ErrorBody): FormState => ({
  values,
  fields: body.error.fields ?? {},
  form: body.error.fields && Object.keys(body.error.fields).length ? null : body.error.message,
});

function signedIn(app: FastifyInstance, reply: FastifyReply, token: string, next: string) {
  const login = formLogin(app);
  return reply
    .header('set-cookie', [login.cookie, ...pageSessionCookies(app, token)])
    .header('cache-control', 'no-store')
    .redirect(`${next}#token=${encodeURIComponent(token)}&login=${login.value}&via=form`, 303);
}

const missing = (problems: Record<string, string | false>) =>
  Object.fromEntries(
    Object.entries(problems).filter((entry): entry is [string, string] => entry[1] !== false),
  );

export const formSignInRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Its own reader of the shell: the public pages' one lives in their plugin's scope.
  const shell = new HostShell(app.config.hostShell, app.log);
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8192 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.route({
    ...fromTable(app, 'POST /auth/login/form'),
    handler: async (request, reply) => {
      const identifier = request.body.identifier ?? '';
      const password = request.body.password ?? '';
      const next = nextPathOf(app, request.body.next);
      const values = { identifier };
      const again = (state: FormState, status: number) =>
        sendFormPage(shell, reply, signInPage(state, next, status));
      if (!postedFromThisSite(request))
        return again({ values, fields: {}, form: NOT_FROM_THIS_SITE }, 403);
      const empty = missing({
        identifier: !identifier.trim() && SIGN_IN_REQUIRED.identifier,
        password: !password && SIGN_IN_REQUIRED.password,
      });
      if (Object.keys(empty).length) return again({ values, fields: empty, form: null }, 422);

      const answer = await ask(app, request, '/api/v1/auth/login', { identifier, password });
      if (answer.status !== 200) return again(refusal(values, answer.body), answer.status);
      return signedIn(app, reply, answer.body.data.token, next ?? DEFAULT_AFTER_SIGN_IN);
    },
  });

  app.route({
    ...fromTable(app, 'POST /auth/register/form'),
    handler: async (request, reply) => {
      const { email = '', username = '', password = '', acceptedPolicies } = request.body;
      const next = nextPathOf(app, request.body.next);
      const values = { email, username, acceptedPolicies: acceptedPolicies ? 'on' : '' };
      const again = (state: FormState, status: number) =>
        sendFormPage(shell, reply, registerPage(state, next, status));
      if (!postedFromThisSite(request))
        return again({ values, fields: {}, form: NOT_FROM_THIS_SITE }, 403);
      const problems = missing({
        email: !email.trim() && EMAIL_REQUIRED,
        acceptedPolicies: !acceptedPolicies && TERMS_REQUIRED,
      });
      if (Object.keys(problems).length) return again({ values, fields: problems, form: null }, 422);

      const answer = await ask(app, request, '/api/v1/auth/register', {
        email: email.trim(),
        username: username.trim(),
        password,
      });
      if (answer.status !== 201) return again(refusal(values, answer.body), answer.status);
      // As the app does after registering: the page that asks to confirm the address, and then
      // leads on to where the new member was going.
      return signedIn(app, reply, answer.body.data.token, withNext('/verify-email', next));
    },
  });
};

/** GET /pages/sign-in and /pages/register: the same pages, empty. */
export const formPageRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.route({
    ...fromTable(app, 'GET /pages/sign-in'),
    handler: async (request, reply) => {
      const next = nextPathOf(app, request.query.next);
      return sendFormPage(app.hostShell, reply, signInPage(EMPTY_FORM, next));
    },
  });
  app.route({
    ...fromTable(app, 'GET /pages/register'),
    handler: async (request, reply) =>
      sendFormPage(
        app.hostShell,
        reply,
        registerPage(EMPTY_FORM, nextPathOf(app, request.query.next)),
      ),
  });
};
