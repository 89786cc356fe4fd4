/** Plain, accessible HTML pages of the local IdP: no external assets, no framework, no script. */
import { MESSAGES } from '@ypo/headless/messages';

/** Where the app runs unless IDP_APP_ORIGIN says otherwise (the dev server and the preview). */
export const DEFAULT_APP_ORIGIN = 'http://127.0.0.1:5173';
/** The app's contact-us page in the test environment (apps/web/src/config/environments.ts `account.contactUs`). */
export const DEFAULT_CONTACT_US_URL = 'https://www.test.example/contact-us';

/** The ways out of the sign-in page to the app's recovery screens and to contact us. */
export interface SignInLinks {
  /** The app's forgot-username screen (route `forgotUsername`, /forgotusername). */
  forgotUsername: string;
  /** The app's password reset (route `ResetPassword`, /ResetPassword). */
  forgotPassword: string;
  contactUs: string;
}

/** An absolute http(s) address from the environment, or `fallback` when the variable is unset. */
function addressFromEnv(env: NodeJS.ProcessEnv, name: string, fallback: string): URL {
  const raw = env[name]?.trim();
  if (!raw) return new URL(fallback);
  let url: URL | undefined;
  try {
    url = new URL(raw);
  } catch {
    url = undefined;
  }
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return url;
}

/**
 * The sign-in page's links: the app's recovery screens at env IDP_APP_ORIGIN (default
 * {@link DEFAULT_APP_ORIGIN}) and contact us at env IDP_CONTACT_US_URL (default {@link DEFAULT_CONTACT_US_URL}).
 */
export function signInLinksFromEnv(env: NodeJS.ProcessEnv = process.env): SignInLinks {
  const app = addressFromEnv(env, 'IDP_APP_ORIGIN', DEFAULT_APP_ORIGIN).origin;
  return {
    // packages/headless/src/core/routes/route-table.ts: the paths of forgotUsername and ResetPassword.
    forgotUsername: `${app}/forgotusername`,
    forgotPassword: `${app}/ResetPassword`,
    contactUs: addressFromEnv(env, 'IDP_CONTACT_US_URL', DEFAULT_CONTACT_US_URL).href,
  };
}

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
body{font-family:system-ui,sans-serif;margin:0;background:#f4f5f8;color:#1a1f36}
main{max-width:24rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{color:#0b1f44;margin-top:0}
label{display:block;font-weight:600;margin:1rem 0 .25rem}
input[type=text],input[type=password]{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #6b7280;border-radius:4px}
input:focus,button:focus,a:focus{outline:3px solid #f5a623;outline-offset:2px}
a{color:#0b4fa8}
button{margin-top:1.5rem;padding:.7rem 1.5rem;font-size:1rem;color:#fff;background:#0b1f44;border:0;border-radius:4px;cursor:pointer}
[role=alert],.field-error{color:#a4161a;font-weight:600}
.field-error{margin:.25rem 0 0}
nav ul{list-style:none;padding:0;margin:1.5rem 0 0}
nav li{margin:.5rem 0}
.hint{margin-top:2rem;font-size:.875rem;color:#4b5563}
`;

/** A complete HTML document with a title and a main landmark. */
export function htmlPage({ title, body }: { title: string; body: string }): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

/** Input of {@link loginPage}. */
export interface LoginPageInput {
  /** Where the form posts to. */
  action: string;
  /** The recovery and contact-us links. */
  links: SignInLinks;
  /** Username to keep in the field after a failed attempt (the password is never echoed). */
  username?: string;
  /** A refusal of the sign-in, shown in an alert above the form. */
  error?: string;
  /** Whether {@link LoginPageInput.error} is about the credentials typed (marks both fields invalid); default true. */
  errorConcernsFields?: boolean;
  /** Required-field errors, each shown under its field. */
  fieldErrors?: { username?: string; password?: string };
}

/** The username and password fields: label, input, and the field's error tied to it. */
function field(
  name: 'username' | 'password',
  { value, error, describedBy, isFocused }: { value: string; error: string | undefined; describedBy: string | undefined; isFocused: boolean },
): string {
  const isUsername = name === 'username';
  const errorId = `${name}-error`;
  const described = error ? errorId : describedBy;
  const attributes = [
    `id="${name}"`,
    `name="${name}"`,
    isUsername
      ? `type="text" autocomplete="username" autocapitalize="none" spellcheck="false" value="${escapeHtml(value)}"`
      : 'type="password" autocomplete="current-password"',
    'required',
    error || describedBy ? 'aria-invalid="true"' : '',
    described ? `aria-describedby="${described}"` : '',
    isFocused ? 'autofocus' : '',
  ].filter(Boolean);
  const errorHtml = error ? `\n<p id="${errorId}" class="field-error">${escapeHtml(error)}</p>` : '';
  return `<label for="${name}">${isUsername ? 'Username' : 'Password'}</label>
<input ${attributes.join(' ')}>${errorHtml}`;
}

/**
 * The sign-in page: labelled username and password fields checked by the server (`novalidate`, so the
 * catalogue's required-field texts show instead of the browser's bubbles), a refusal in role="alert",
 * and links to the app's recovery screens and to contact us.
 */
export function loginPage({ action, links, username = '', error, errorConcernsFields = true, fieldErrors = {} }: LoginPageInput): string {
  const errorHtml = error ? `<p id="login-error" role="alert">${escapeHtml(error)}</p>\n` : '';
  const describedBy = error && errorConcernsFields ? 'login-error' : undefined;
  // Focus the first field with an error, else the field the user most likely needs next.
  const focusUsername = fieldErrors.username !== undefined || (fieldErrors.password === undefined && username === '');
  return htmlPage({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
${errorHtml}<form method="post" action="${escapeHtml(action)}" novalidate>
${field('username', { value: username, error: fieldErrors.username, describedBy, isFocused: focusUsername })}
${field('password', { value: '', error: fieldErrors.password, describedBy, isFocused: !focusUsername })}
<button type="submit">Sign in</button>
</form>
<nav aria-label="Account help">
<ul>
<li><a href="${escapeHtml(links.forgotUsername)}">Forgot username?</a></li>
<li><a href="${escapeHtml(links.forgotPassword)}">Forgot password?</a></li>
<li><a href="${escapeHtml(links.contactUs)}">Contact us</a></li>
</ul>
</nav>
<p class="hint">Local sandbox identity provider. Sandbox users and their password are listed in docs/personas.md.</p>`,
  });
}

/** The catalogue's required-field texts for an empty username or password (spec 000 §5), or undefined when both are given. */
export function requiredFieldErrors(username: string, password: string): LoginPageInput['fieldErrors'] | undefined {
  const errors = {
    ...(username.trim() === '' ? { username: MESSAGES.usernameRequired } : {}),
    ...(password === '' ? { password: MESSAGES.passwordRequired } : {}),
  };
  return Object.keys(errors).length > 0 ? errors : undefined;
}
