// Server-rendered pages of the embedded provider: sign in, create an account, sign out, and errors.
// Plain accessible HTML forms (labels, one h1, a form-level alert) that work without JavaScript,
// styled with the site's design tokens so they look like the rest of the site.
import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { fileURLToPath } from 'node:url';
import { formatTitle } from '@oap/contracts/site/pageTitle.ts';
import { accountRules } from './userStore.ts';

let tokensCss: string | undefined;
function siteTokens(): string {
  if (tokensCss === undefined) {
    try {
      tokensCss = fs.readFileSync(fileURLToPath(import.meta.resolve('@oap/shared/tokens/tokens.css')), 'utf8');
    } catch {
      tokensCss = '';
    }
  }
  return tokensCss;
}

/** Sign-in pages must never be framed by another site (clickjacking of the password form). */
export const framingHeaders = { 'x-frame-options': 'DENY', 'content-security-policy': "frame-ancestors 'none'" } as const;

/** Sends one of these pages: never cached, never framed. */
export function html(reply: FastifyReply, status: number, body: string) {
  return reply.code(status).headers({ 'cache-control': 'no-store', ...framingHeaders }).type('text/html; charset=utf-8').send(body);
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const pageCss = `
body { background: var(--oap-color-surface-alt, #f4f6f8); min-height: 100vh; display: flex; flex-direction: column; }
.bar { background: var(--oap-color-surface, #fff); border-bottom: 1px solid var(--oap-color-border, #d5dbe1); }
.bar a { display: inline-flex; align-items: center; gap: .5rem; padding: .5rem 1rem; color: var(--oap-color-brand-strong, #083a66); font-weight: 700; text-decoration: none; }
.mark { display: inline-grid; place-items: center; width: 56px; height: 30px; border-radius: var(--oap-radius, 6px); background: var(--oap-color-brand, #0b4f8a); color: #fff; font-family: var(--oap-font-serif, Georgia, serif); }
main { flex: 1; display: flex; justify-content: center; align-items: flex-start; padding: 2.5rem 1rem; }
.card { width: 100%; max-width: 26rem; background: var(--oap-color-surface, #fff); border: 1px solid var(--oap-color-border, #d5dbe1); border-radius: var(--oap-radius-lg, 10px); box-shadow: var(--oap-shadow-md, 0 2px 6px rgba(15,42,68,.1)); padding: 2rem 1.5rem; }
h1 { margin: 0 0 .5rem; font-size: var(--oap-text-2xl, 1.75rem); color: var(--oap-color-text, #1b1f24); }
.lead { margin: 0 0 1.5rem; color: var(--oap-color-text-muted, #4a5562); }
form.fields { display: grid; gap: 1rem; }
label { display: block; font-weight: 600; margin-bottom: .25rem; }
.hint { display: block; font-size: var(--oap-text-sm, .875rem); color: var(--oap-color-text-muted, #4a5562); margin-bottom: .25rem; }
input { width: 100%; height: var(--oap-control-md, 2.5rem); padding: 0 .75rem; font: inherit; color: inherit; border: 1px solid var(--oap-color-border-strong, #6b7785); border-radius: var(--oap-radius, 6px); background: #fff; }
input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid var(--oap-color-focus, #1a73e8); outline-offset: 2px; }
.primary { width: 100%; height: var(--oap-control-lg, 3rem); border: 0; border-radius: var(--oap-radius, 6px); background: var(--oap-color-brand, #0b4f8a); color: #fff; font: inherit; font-weight: 600; cursor: pointer; }
.primary:hover { background: var(--oap-color-brand-strong, #083a66); }
.secondary { background: none; border: 0; padding: 0; font: inherit; color: var(--oap-color-brand, #0b4f8a); text-decoration: underline; cursor: pointer; }
.notice { margin: 0 0 1rem; padding: .75rem 1rem; border-radius: var(--oap-radius, 6px); border: 1px solid var(--oap-color-brand, #0b4f8a); background: var(--oap-color-surface-alt, #f4f6f8); color: var(--oap-color-text, #1b1f24); }
.alert { margin: 0 0 1rem; padding: .75rem 1rem; border-radius: var(--oap-radius, 6px); border: 1px solid var(--oap-color-error, #b3261e); background: var(--oap-color-error-tint, #fbeae9); color: var(--oap-color-error, #b3261e); font-weight: 600; }
.switch { margin: 1.5rem 0 0; padding-top: 1rem; border-top: 1px solid var(--oap-color-border, #d5dbe1); display: grid; gap: .5rem; }
`;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<meta name="robots" content="noindex, nofollow" />
<title>${escapeHtml(formatTitle(title))}</title>
<style>${siteTokens()}${pageCss}</style>
</head>
<body>
<header class="bar"><a href="/"><span class="mark" aria-hidden="true">OA</span><span>Open Access Journals</span></a></header>
<main id="main">
<div class="card">
${body}
</div>
</main>
</body>
</html>`;
}

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

export function problemPage(title: string, message: string): string {
  return page(title, `<h1>${escapeHtml(title)}</h1><p class="lead">${escapeHtml(message)}</p><p><a href="/">Go to the home page</a></p>`);
}
