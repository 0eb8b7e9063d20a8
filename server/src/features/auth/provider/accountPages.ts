// The embedded provider's account pages: sign in, create an account, forgot password,
// choose a new password. Each carries the authorisation request it belongs to as a signed field
// (authorizationRequest.ts), so nothing is stored while a reader looks at it. Plain forms that work
// without JavaScript: labels, one h1, problems in a role=alert paragraph that the inputs name with
// aria-describedby, news in a role=status paragraph.
import { escapeHtml, standalonePage as page } from '../../../platform/http/standalonePage.ts';
import { providerMountPath } from './embeddedProvider.ts';
import { alert, describedBy, notice } from './interactionPages.ts';
import { accountRules } from './userStore.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';

export const accountPaths = {
  signIn: `${providerMountPath}/sign-in`,
  cancel: `${providerMountPath}/sign-in/cancel`,
  register: `${providerMountPath}/register`,
  resendVerification: `${providerMountPath}/verify`,
  forgot: `${providerMountPath}/forgot`,
  reset: `${providerMountPath}/reset`,
} as const;

/** `path?request=…`: a page of the same sign-in (a fresh one starts when there is no request). */
export function withRequest(path: string, request: string | undefined): string {
  return request ? `${path}?request=${encodeURIComponent(request)}` : path;
}

const requestField = (request: string) => `<input type="hidden" name="request" value="${escapeHtml(request)}" />`;

function cancelForm(request: string): string {
  return `<form method="post" action="${accountPaths.cancel}">${requestField(request)}<button class="secondary" type="submit">Cancel and return to the site</button></form>`;
}

export interface SignInPageInput {
  /** The signed authorisation request. */
  request: string;
  email?: string;
  error?: string;
  /** Information that is not a mistake (after registering, after a message was sent). */
  info?: string;
  /** After the right password for an unconfirmed address: the signed permission to send its link again. */
  resend?: string;
}

export function signInPage({ request, email = '', error, info, resend }: SignInPageInput): string {
  const resendForm = resend
    ? `<form method="post" action="${accountPaths.resendVerification}" style="margin:0 0 1rem">${requestField(request)}<input type="hidden" name="resend" value="${escapeHtml(resend)}" /><button class="secondary" type="submit">Send the confirmation message again</button></form>`
    : '';
  return page(
    'Sign in',
    `<h1>Sign in</h1>
<p class="lead">Sign in to submit manuscripts and follow your work.</p>
${notice(info)}${alert(error)}${resendForm}
<form class="fields" method="post" action="${accountPaths.signIn}" novalidate>
${requestField(request)}
<div><label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${describedBy(error)}${email ? '' : ' autofocus'} /></div>
<div><label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required${describedBy(error)}${email ? ' autofocus' : ''} /></div>
<button class="primary" type="submit">Sign in</button>
</form>
<p style="margin:1rem 0 0"><a href="${escapeHtml(withRequest(accountPaths.forgot, request))}">Forgot your password?</a></p>
<div class="switch">
<p style="margin:0">New to ${escapeHtml(siteName())}? <a href="${escapeHtml(withRequest(accountPaths.register, request))}">Create an account</a></p>
${cancelForm(request)}
</div>`,
  );
}

export interface RegisterPageInput {
  request: string;
  email?: string;
  name?: string;
  error?: string;
}

export function registerPage({ request, email = '', name = '', error }: RegisterPageInput): string {
  return page(
    'Create an account',
    `<h1>Create an account</h1>
<p class="lead">One account for reading, submitting and reviewing. We will send you a message to confirm your email address.</p>
${alert(error)}
<form class="fields" method="post" action="${accountPaths.register}" novalidate>
${requestField(request)}
<div><label for="name">Full name</label><input id="name" name="name" type="text" autocomplete="name" required maxlength="${accountRules.nameMaxLength}" value="${escapeHtml(name)}"${describedBy(error)} autofocus /></div>
<div><label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="email" required maxlength="${accountRules.emailMaxLength}" value="${escapeHtml(email)}"${describedBy(error)} /></div>
<div><label for="password">Password</label><span class="hint" id="password-hint">At least ${accountRules.passwordMinLength} characters.</span><input id="password" name="password" type="password" autocomplete="new-password" required${describedBy(error, 'password-hint')} /></div>
<button class="primary" type="submit">Create account</button>
</form>
<div class="switch">
<p style="margin:0">Already have an account? <a href="${escapeHtml(withRequest(accountPaths.signIn, request))}">Sign in</a></p>
${cancelForm(request)}
</div>`,
  );
}

export interface ForgotPageInput {
  /** The sign-in this page was opened from, if any (to go back to it). */
  request?: string;
  email?: string;
  error?: string;
}

export function forgotPage({ request, email = '', error }: ForgotPageInput): string {
  return page(
    'Forgot your password?',
    `<h1>Forgot your password?</h1>
<p class="lead">Enter the email address of your account. We will send it a link to choose a new password.</p>
${alert(error)}
<form class="fields" method="post" action="${accountPaths.forgot}" novalidate>
${request ? requestField(request) : ''}
<div><label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="username" required maxlength="${accountRules.emailMaxLength}" value="${escapeHtml(email)}"${describedBy(error)} autofocus /></div>
<button class="primary" type="submit">Send me a link</button>
</form>
<div class="switch">
<p style="margin:0">Remembered it? <a href="${escapeHtml(withRequest(accountPaths.signIn, request))}">Back to sign in</a></p>
</div>`,
  );
}

/** The answer to the forgot form: the same whether or not the address has an account. */
export function linkSentPage(email: string, request: string | undefined): string {
  return page(
    'Check your mail',
    `<h1>Check your mail</h1>
${notice(`If an account uses ${email}, we have sent it a link to choose a new password.`)}
<p class="lead">The link works for one hour, once. No message after a few minutes? Look in your spam folder, or check the address and ask again.</p>
<div class="switch">
<p style="margin:0"><a href="${escapeHtml(withRequest(accountPaths.forgot, request))}">Ask again</a></p>
<p style="margin:0"><a href="${escapeHtml(withRequest(accountPaths.signIn, request))}">Back to sign in</a></p>
</div>`,
  );
}

export interface ResetPageInput {
  token: string;
  email: string;
  error?: string;
}

export function resetPage({ token, email, error }: ResetPageInput): string {
  return page(
    'Choose a new password',
    `<h1>Choose a new password</h1>
<p class="lead">For your account ${escapeHtml(email)}. Your new password signs you out on every device.</p>
${alert(error)}
<form class="fields" method="post" action="${escapeHtml(`${accountPaths.reset}/${encodeURIComponent(token)}`)}" novalidate>
<div><label for="password">New password</label><span class="hint" id="password-hint">At least ${accountRules.passwordMinLength} characters.</span><input id="password" name="password" type="password" autocomplete="new-password" required${describedBy(error, 'password-hint')} autofocus /></div>
<button class="primary" type="submit">Save the new password</button>
</form>`,
  );
}
