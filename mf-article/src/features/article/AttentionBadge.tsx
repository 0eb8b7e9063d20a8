// The attention-metrics badge of spec 7.6 (Altmetric's embed, by DOI). Its script comes from an outside
// host, so it loads only once the reader has agreed to third-party content (the consent's "marketing"
// choice, read from the cookie the shell keeps); if that host cannot be reached, or the site's policy
// refuses it, nothing is shown and nothing else changes.
import { useEffect, useState } from 'react';
import { consentCookieName } from '@oap/contracts/site/consentGate.ts';
import styles from './ArticleSidebar.module.css';

export const ATTENTION_BADGE_SCRIPT = 'https://embed.altmetric.com/assets/embed.js';

function consented(): boolean {
  const match = new RegExp(`(?:^|; )${consentCookieName}=([^;]*)`).exec(document.cookie);
  if (!match) return false;
  try {
    return (JSON.parse(decodeURIComponent(match[1]!)) as { marketing?: unknown }).marketing === true;
  } catch {
    return false;
  }
}

type CookieStoreLike = EventTarget;

export function AttentionBadge({ doi }: { doi: string }) {
  const [allowed, setAllowed] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const check = () => setAllowed(consented());
    check();
    // The choice can be made while the page is open: cookie changes where the browser reports them, clicks otherwise.
    const store = (window as unknown as { cookieStore?: CookieStoreLike }).cookieStore;
    store?.addEventListener('change', check);
    document.addEventListener('click', check);
    return () => {
      store?.removeEventListener('change', check);
      document.removeEventListener('click', check);
    };
  }, []);

  useEffect(() => {
    if (!allowed || document.querySelector(`script[src="${ATTENTION_BADGE_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = ATTENTION_BADGE_SCRIPT;
    script.async = true;
    script.onerror = () => setFailed(true);
    document.body.append(script);
  }, [allowed]);

  if (!allowed || failed) return null;
  return (
    <div className={styles.badge}>
      <h3 className="oap-visually-hidden">Attention</h3>
      <div className="altmetric-embed" data-badge-type="donut" data-badge-details="right" data-doi={doi} data-hide-no-mentions="true" />
    </div>
  );
}
