// Server-rendered pages of the embedded provider: sign in, create an account, sign out, and errors.
// Plain accessible HTML forms (labels, one h1, a form-level alert) that work without JavaScript,
// styled with the site's design tokens so they look like the rest of the site.
import { escapeHtml, standalonePage as page } from '../../html/standalonePage.ts';
import { accountRules } from './userStore.ts';

function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

function notice(message: string | undefined): string {
  return message ? `<p class="notice" role="status">${escapeHtml(message)}</p>` : '';
}

/** "45 seconds", "1 minute", "15 minutes": how long to wait, for people. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function describedBy(error: string | undefined, hint?: string): string {
  const ids = [hint, error ? 'form-error' : undefined].filter(Boolean).join(' ');
  return ids ? ` aria-describedby="${ids}"` : '';
}

export interface SignInPageInput {
  uid: string;
  email?: string;
  error?: string;
  /** Information that is not a mistake (after registering). */
  info?: string;
}

export function signInPage({ uid, email = '', error, info }: SignInPageInput): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p class="lead">Sign in to submit manuscripts and follow your work.</p>
${notice(info)}${alert(error)}
<form class="fields" method="post" action="${base}/login" novalidate>
<div><label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${describedBy(error)}${email ? '' : ' autofocus'} /></div>
<div><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${describedBy(error)}${email ? ' autofocus' : ''} /></div>
<button class="primary" type="submit">Sign in</button>
</form>
<div class="switch">
<p style="margin:0">New to Open Access Journals? <a href="${base}/register">Create an account</a></p>
<form method="post" action="${base}/abort"><button class="secondary" type="submit">Cancel and return to the site</button></form>
</div>`,
  );
}

export interface RegisterPageInput {
  uid: string;
  email?: string;
  name?: string;
  error?: string;
}

export function registerPage({ uid, email = '', name = '', error }: RegisterPageInput): string {
  const base = `/oidc/interaction/${encodeURIComponent(uid)}`;
  return page(
    'Create an account',
    `<h1>Create an account</h1>
<p class="lead">One account for reading, submitting and reviewing.</p>
${alert(error)}
<form class="fields" method="post" action="${base}/register" novalidate>
<div><label for="name">Full name</label><input id="name" name="name" type="text" autocomplete="name" required maxlength="${accountRules.nameMaxLength}" value="${escapeHtml(name)}"${describedBy(error)} autofocus /></div>
<div><label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="${accountRules.emailMaxLength}" value="${escapeHtml(email)}"${describedBy(error)} /></div>
<div><label for="password">Password</label><span class="hint" id="password-hint">At least ${accountRules.passwordMinLength} characters.</span><input id="password" name="password" type="password" autocomplete="new-password" required${describedBy(error, 'password-hint')} /></div>
<button class="primary" type="submit">Create account</button>
</form>
<div class="switch">
<p style="margin:0">Already have an account? <a href="${base}">Sign in</a></p>
<form method="post" action="${base}/abort"><button class="secondary" type="submit">Cancel and return to the site</button></form>
</div>`,
  );
}

/** The provider's sign-out confirmation. `form` is its hidden form (id op.logoutForm, with the xsrf field). */
export function signOutPage(form: string, autoSubmit: boolean): string {
  // When our own site asked for the sign-out (a valid id_token_hint), the reader already chose Log out: submit at once.
  const submit = autoSubmit ? `<script>document.getElementById('op.logoutForm').requestSubmit(document.getElementById('sign-out'));</script>` : '';
  return page(
    'Sign out',
    `<h1>Sign out</h1>
<p class="lead">Do you want to sign out of Open Access Journals?</p>
${form}
<div class="fields" style="display:grid;gap:1rem">
<button class="primary" id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button>
</div>
${submit}`,
  );
}

export function signedOutPage(): string {
  return page('Signed out', `<h1>You are signed out</h1><p class="lead">See you soon.</p><p><a href="/">Go to the home page</a></p>`);
}

export { escapeHtml, framingHeaders, html, problemPage } from '../../html/standalonePage.ts';
