/** Plain, accessible HTML pages of the local IdP: no external assets, no framework. */

/** The sign-in failure text (spec 000 §5, §8), word for word. */
export const INVALID_LOGIN_MESSAGE = 'You have entered an invalid username or password. Please try again.';

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
input:focus,button:focus{outline:3px solid #f5a623;outline-offset:2px}
button{margin-top:1.5rem;padding:.7rem 1.5rem;font-size:1rem;color:#fff;background:#0b1f44;border:0;border-radius:4px;cursor:pointer}
[role=alert]{color:#a4161a;font-weight:600}
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
  /** Username to keep in the field after a failed attempt. */
  username?: string;
  /** Error text shown in an alert. */
  error?: string;
}

/** The sign-in page: labelled username and password fields, errors in role="alert". */
export function loginPage({ action, username = '', error }: LoginPageInput): string {
  const invalid = error ? ' aria-invalid="true" aria-describedby="login-error"' : '';
  const errorHtml = error ? `<p id="login-error" role="alert">${escapeHtml(error)}</p>\n` : '';
  // Focus the field the user most likely needs next.
  const focusUser = username === '' ? ' autofocus' : '';
  const focusPassword = username === '' ? '' : ' autofocus';
  return htmlPage({
    title: 'Sign in',
    body: `<h1>Sign in</h1>
${errorHtml}<form method="post" action="${escapeHtml(action)}">
<label for="username">Username</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required value="${escapeHtml(username)}"${invalid}${focusUser}>
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${focusPassword}>
<button type="submit">Sign in</button>
</form>
<p class="hint">Local sandbox identity provider. Sandbox users and their password are listed in docs/personas.md.</p>`,
  });
}
