import { color, fontSize, fontWeight, layout, radius, tones } from '@vg/contract/design-tokens';
import { withNext } from '@vg/contract/rules';
import { html, type Html } from '../../public-pages/html.js';
import { icon } from '../../public-pages/icon.js';
import type { RenderedPage } from '../../public-pages/page-document.js';

// The sign-in and registration pages as HTML (docs/product.md#accounts): ordinary forms that
// post to the API before the app has started, with the account remote's headings, labels, hints and
// messages, laid out as its AuthPage (PageLayout, Card, TextField) so the app takes the same form
// over in place (data-vg-ssr) without moving anything.

/** A form as the reader left it: what they typed (never the password) and what is wrong. */
export interface FormState {
  values: Record<string, string>;
  /** Messages under the named fields. */
  fields: Record<string, string>;
  /** A message for the whole form (a suspension, too many attempts). */
  form: string | null;
}

export const EMPTY_FORM: FormState = { values: {}, fields: {}, form: null };

export const FORM_STYLES = `
.vg-auth{width:100%;max-width:${layout.readableMaxWidth};margin:0 auto}
.vg-auth .vg-ssr-page{padding:40px 32px;gap:32px}
.vg-auth-head{display:flex;flex-direction:column;gap:8px}.vg-auth-head p{color:${color.textMuted}}
.vg-auth-stack{display:flex;flex-direction:column;gap:24px}
.vg-auth-card{background:${color.surface};border:1px solid ${color.hairline};border-radius:${radius.md};padding:24px;min-width:0}
.vg-auth form>div{display:flex;flex-direction:column;gap:16px}
.vg-auth-field{display:flex;flex-direction:column;gap:4px;min-width:0}
.vg-auth-field label{font-weight:${fontWeight.medium}}
.vg-auth-req{margin-left:-4px;color:${color.danger};font-weight:${fontWeight.bold}}
.vg-auth-hint{color:${color.textMuted};font-size:${fontSize.sm}}
.vg-auth input[type=text],.vg-auth input[type=email],.vg-auth input[type=password]{width:100%;min-height:44px;padding:8px 12px;background:${color.surface};color:${color.text};border:1px solid ${color.control};border-radius:${radius.sm};font:inherit}
.vg-auth input[aria-invalid=true]{border-color:${color.danger};box-shadow:inset 0 0 0 1px ${color.danger}}
.vg-auth-check{display:flex;align-items:center;gap:8px}.vg-auth-check input{width:20px;height:20px}
.vg-auth-error{color:${color.danger};font-size:${fontSize.sm};font-weight:${fontWeight.medium}}
.vg-auth-summary{padding:12px 16px;border:1px solid ${tones.error.border};border-radius:${radius.sm};background:${tones.error.bg};color:${tones.error.fg}}
.vg-auth button{min-height:44px;padding:0 20px;border-radius:${radius.sm};border:1px solid ${color.primary};background:${color.primary};color:${color.onPrimary};font:inherit;font-weight:${fontWeight.medium};cursor:pointer}
.vg-auth-google{display:inline-flex;align-items:center;justify-content:center;gap:8px;min-height:44px;padding:0 20px;border-radius:${radius.sm};border:1px solid ${color.control};background:${color.surface};color:${color.primary};font-weight:${fontWeight.medium};line-height:1;text-decoration:none;white-space:nowrap}
.vg-auth-foot{color:${color.textMuted};text-align:center}
@media (max-width:640px){.vg-auth .vg-ssr-page{padding:24px 16px;gap:24px}.vg-auth-card{padding:16px}.vg-auth h1{font-size:${fontSize.xl}}}
`;

interface FieldSpec {
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  hint?: string;
  maxlength?: number;
}

function field(spec: FieldSpec, state: FormState, formId: string): Html {
  const id = `${formId}-${spec.name}`;
  const error = state.fields[spec.name];
  const described = [spec.hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');
  // The password is never written back into the page.
  const value = spec.type === 'password' ? '' : (state.values[spec.name] ?? '');
  return html`<div class="vg-auth-field">
    <div>
      <label for="${id}">${spec.label}</label> <span class="vg-auth-req" aria-hidden="true">*</span>
    </div>
    ${spec.hint ? html`<p class="vg-auth-hint" id="${id}-hint">${spec.hint}</p>` : null}
    <input
      id="${id}"
      name="${spec.name}"
      type="${spec.type}"
      autocomplete="${spec.autocomplete}"
      required
      value="${value}"
      ${
        spec.maxlength ? html` maxlength="${spec.maxlength}"` : null
      }${error ? html` aria-invalid="true"` : null}${described ? html` aria-describedby="${described}"` : null}
    />
    ${error ? html`<p class="vg-auth-error" id="${id}-error" role="alert">${error}</p>` : null}
  </div>`;
}

const summary = (state: FormState) =>
  state.form ? html`<div class="vg-auth-summary" role="alert"><p>${state.form}</p></div>` : null;

function authPage(title: string, description: string, body: Html, footer: Html): Html {
  return html`<div class="vg-auth">
    <div class="vg-ssr-page">
      <header class="vg-auth-head">
        <h1>${title}</h1>
        <p>${description}</p>
      </header>
      <div class="vg-auth-stack">
        <div class="vg-auth-card">${body}</div>
        <div class="vg-auth-foot">${footer}</div>
      </div>
    </div>
  </div>`;
}

function page(
  status: number,
  owner: string,
  title: string,
  description: string,
  content: Html,
): RenderedPage {
  return {
    status,
    owner,
    content,
    styles: FORM_STYLES,
    meta: { title, description, url: null, image: null, type: 'website', noindex: false },
  };
}

/** /sign-in: email or username and password, posted to POST /auth/login/form. */
export function signInPage(state: FormState, next: string | null, status = 200): RenderedPage {
  const form = html`<form
    method="post"
    action="/api/v1/auth/login/form"
    aria-label="Sign in"
    novalidate
  >
    <div>
      ${next ? html`<input type="hidden" name="next" value="${next}" />` : null}
      ${field({ name: 'identifier', label: 'Email or username', type: 'text', autocomplete: 'username' }, state, 'sign-in')}
      ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'current-password' }, state, 'sign-in')}
      ${summary(state)}
      <button type="submit">Sign in</button>
      <p><a href="/reset">Forgot your password?</a></p>
    </div>
  </form>`;
  // Works with no script too: the API keeps the login value itself (docs/security.md T40).
  const person = html`<circle cx="12" cy="8" r="4" /><path d="M4.5 21a7.5 7.5 0 0 1 15 0" />`;
  // Google's return comes back to the same page the form would (docs/security.md T47).
  const googleStart = `/api/v1/auth/google?via=page${next ? `&next=${encodeURIComponent(next)}` : ''}`;
  const google = html`<a class="vg-auth-google" href="${googleStart}"
    >${icon(person)}<span>Sign in with Google</span></a
  >`;
  return page(
    status,
    'account/sign-in-page',
    'Sign in',
    'Welcome back to your garage.',
    authPage(
      'Sign in',
      'Welcome back to your garage.',
      html`<div class="vg-auth-stack">${form}${google}</div>`,
      html`<p>
        New to Vintage Garage? <a href="${withNext('/register', next)}">Create an account</a>
      </p>`,
    ),
  );
}

const PASSWORD_HINT =
  'At least 8 characters. A long passphrase of a few unrelated words is easy to remember and hard to guess.';

/** /register: email, username, password and the policies, posted to POST /auth/register/form. */
export function registerPage(state: FormState, next: string | null, status = 200): RenderedPage {
  const accepted = state.values.acceptedPolicies === 'on';
  const termsError = state.fields.acceptedPolicies;
  const form = html`<form
    method="post"
    action="/api/v1/auth/register/form"
    aria-label="Create your account"
    novalidate
  >
    <div>
      ${next ? html`<input type="hidden" name="next" value="${next}" />` : null}
      ${field({ name: 'email', label: 'Email', type: 'email', autocomplete: 'email', hint: 'We send a link to confirm it.' }, state, 'register')}
      ${field({ name: 'username', label: 'Username', type: 'text', autocomplete: 'username', maxlength: 50, hint: '3 to 50 characters: letters, numbers, dots, dashes and underscores. Shown on your public pages.' }, state, 'register')}
      ${field({ name: 'password', label: 'Password', type: 'password', autocomplete: 'new-password', hint: PASSWORD_HINT }, state, 'register')}
      <div class="vg-auth-field">
        <div class="vg-auth-check">
          <input
            id="register-acceptedPolicies"
            name="acceptedPolicies"
            type="checkbox"
            required${accepted ? html` checked` : null}${termsError ? html` aria-invalid="true" aria-describedby="register-acceptedPolicies-error"` : null}
          />
          <label for="register-acceptedPolicies"
            >I accept the <a href="/terms" target="_blank" rel="noopener">Terms of Service</a> and
            the <a href="/privacy-policy" target="_blank" rel="noopener">Privacy Policy</a></label
          >
          <span class="vg-auth-req" aria-hidden="true">*</span>
        </div>
        ${termsError ? html`<p class="vg-auth-error" id="register-acceptedPolicies-error" role="alert">${termsError}</p>` : null}
      </div>
      ${summary(state)}
      <button type="submit">Create account</button>
    </div>
  </form>`;
  const description =
    'Keep your vintage vehicles, their service history and modifications in one logbook.';
  return page(
    status,
    'account/register-page',
    'Create your account',
    description,
    authPage(
      'Create your account',
      description,
      form,
      html`<p>Already have an account? <a href="/sign-in">Sign in</a></p>`,
    ),
  );
}
