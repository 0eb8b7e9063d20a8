// Header controls of spec 4 (Auth) and 6: Sign in when signed out; Profile and Log out when signed
// in. Profile opens the reader's profile on the external submission system (spec 1: authors "open
// their profile on an external submission system"); the site's own page of their alerts and forms,
// /profile, links there too. The current path goes along as the return target of both.
// Sign in and Log out are links, which work without scripts (the sign-in page, the server's sign-out
// start); with scripts their click asks for the provider's URL itself (spec 7.1's calls), so Back
// skips a half-done sign-in and an empty sign-in URL is a toast.
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { apiGet, browserCall } from '@oap/shared/api/client.ts';
import { signOutStartPath, type LoginUrlResponse } from '@oap/contracts/api/auth.ts';
import { submissionUrl } from '@oap/shared/site/submission.ts';
import { buttonClassName } from '@oap/shared/ui/button/Button.tsx';
import { Spinner } from '@oap/shared/ui/spinner/Spinner.tsx';
import { openToast } from '@oap/shared/ui/toast/toastStore.ts';
import { useHydrated } from '@oap/shared/routing/useHydrated.ts';
import { browserLocation } from './browserLocation.ts';
import { returnPathOf, signInPagePath, withReturnTo } from './signInTarget.ts';
import { useLoginState } from './useLoginState.ts';
import styles from './AuthControls.module.css';

/** Spec 8: what the reader is told when the sign-in call returns an empty URL. */
export const signInProblemMessage = 'There is an issue with sign in, please try again later or reload the page.';

export interface AuthControlsProps {
  className?: string;
}

export function AuthControls({ className }: AuthControlsProps) {
  const { isLoggedIn, isPending } = useLoginState();
  const { pathname, search, hash } = useLocation();
  const [busy, setBusy] = useState(false);
  // The server never sees the #hash: it joins the link once the page is hydrated, so the server's
  // markup and the hydrating render agree.
  const hydrated = useHydrated();
  const returnPath = returnPathOf({ pathname, search, hash: hydrated ? hash : '' });

  const signIn = async () => {
    setBusy(true);
    try {
      const { url } = await apiGet<LoginUrlResponse>(withReturnTo('/api/auth/login', returnPath), browserCall);
      if (!url) {
        // Spec 8: an empty sign-in URL is an error toast.
        openToast(signInProblemMessage, 'error');
        setBusy(false);
        return;
      }
      browserLocation.replace(url);
    } catch {
      // Spec 8: other exceptions in sign-in are swallowed.
      setBusy(false);
    }
  };

  const signOut = async () => {
    setBusy(true);
    try {
      const { url } = await apiGet<LoginUrlResponse>(withReturnTo('/api/auth/logout/url', returnPath), browserCall);
      if (url) browserLocation.assign(url);
      else setBusy(false);
    } catch {
      // Spec 8: exceptions in sign-out are swallowed too.
      setBusy(false);
    }
  };

  /** A plain click runs `call`; a new tab or window (a modifier key, another button) is the reader's choice: the link does it. */
  const scriptedClick = (call: () => Promise<void>) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (!busy) void call();
  };

  // Nothing until the answer is known, so a signed-in reader never sees Sign in flash by.
  if (isPending) return <div className={[styles.controls, className].filter(Boolean).join(' ')} aria-hidden="true" />;

  return (
    <div className={[styles.controls, className].filter(Boolean).join(' ')} data-signed-in={isLoggedIn || undefined}>
      {isLoggedIn ? (
        <>
          <a className={buttonClassName({ size: 'md', variant: 'text' })} href={submissionUrl()}>
            Profile
          </a>
          <OutlineLink href={withReturnTo(signOutStartPath, returnPath)} onClick={scriptedClick(signOut)} busy={busy}>
            Log out
          </OutlineLink>
        </>
      ) : (
        <OutlineLink href={withReturnTo(signInPagePath, returnPath)} onClick={scriptedClick(signIn)} busy={busy}>
          Sign in
        </OutlineLink>
      )}
    </div>
  );
}

/** The kit Button's outline look and busy state, on a link. */
function OutlineLink({ href, onClick, busy, children }: { href: string; onClick: (event: MouseEvent<HTMLAnchorElement>) => void; busy: boolean; children: string }) {
  return (
    <a
      className={buttonClassName({ size: 'md', variant: 'outline', loading: busy })}
      href={href}
      onClick={onClick}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-size="md"
      data-variant="outline"
    >
      <span className={busy ? styles.waiting : undefined}>{children}</span>
      {busy ? <Spinner className={styles.spinner} /> : null}
    </a>
  );
}
