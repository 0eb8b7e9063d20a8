// Server-rendered pages of the embedded provider: the parts every page shares, sign out, and errors
// (sign in, registration and password pages are in accountPages.ts). Plain accessible HTML forms
// (labels, one h1, a form-level alert) that work without JavaScript, styled with the site's design
// tokens so they look like the rest of the site.
import { escapeHtml, standalonePage as page } from '../../../platform/http/standalonePage.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';

/** The form's problem, announced as it appears; inputs point at it with aria-describedby. */
export function alert(message: string | undefined): string {
  return message ? `<p class="alert" role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

/** News that is not a mistake (a message was sent), announced politely. */
export function notice(message: string | undefined): string {
  return message ? `<p class="notice" role="status">${escapeHtml(message)}</p>` : '';
}

/** "45 seconds", "1 minute", "15 minutes": how long to wait, for people. */
export function waitText(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function describedBy(error: string | undefined, hint?: string): string {
  const ids = [hint, error ? 'form-error' : undefined].filter(Boolean).join(' ');
  return ids ? ` aria-describedby="${ids}"` : '';
}

/** The provider's sign-out confirmation. `form` is its hidden form (id op.logoutForm, with the xsrf field). */
export function signOutPage(form: string, autoSubmit: boolean): string {
  // When our own site asked for the sign-out (a valid id_token_hint), the reader already chose Log out: submit at once.
  const submit = autoSubmit ? `<script>document.getElementById('op.logoutForm').requestSubmit(document.getElementById('sign-out'));</script>` : '';
  return page(
    'Sign out',
    `<h1>Sign out</h1>
<p class="lead">Do you want to sign out of ${escapeHtml(siteName())}?</p>
${form}
<div class="fields" style="display:grid;gap:1rem">
<button class="primary" id="sign-out" type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
<button class="secondary" type="submit" form="op.logoutForm">Stay signed in</button>
</div>
${submit}`,
  );
}

/** The main button's look on a link (the shared stylesheet styles .primary for buttons). */
export const linkButtonStyle = 'display:flex;align-items:center;justify-content:center;text-decoration:none';

/** A page that says one thing and offers one way on (a link styled as the main button). */
export function messagePage(title: string, message: string, next: { href: string; label: string }, status?: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
${status ? notice(status) : ''}<p class="lead">${escapeHtml(message)}</p>
<p><a href="${escapeHtml(next.href)}" class="primary" style="${linkButtonStyle}">${escapeHtml(next.label)}</a></p>`,
  );
}

/** A page that asks before it acts: its one button posts to `action` (a mail scanner opening the link does nothing). */
export function confirmPage(title: string, message: string, action: string, button: string): string {
  return page(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p class="lead">${escapeHtml(message)}</p>
<form method="post" action="${escapeHtml(action)}"><button class="primary" type="submit" autofocus>${escapeHtml(button)}</button></form>`,
  );
}

export function signedOutPage(): string {
  return page('Signed out', `<h1>You are signed out</h1><p class="lead">See you soon.</p><p><a href="/">Go to the home page</a></p>`);
}

export { escapeHtml, framingHeaders, html, problemPage } from '../../../platform/http/standalonePage.ts';
