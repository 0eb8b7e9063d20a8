// The consent first layer (a bar on first visit); the second layer, the Privacy Settings dialog, is
// PrivacySettingsDialog.tsx.
import { useEffect, useState } from 'react';
import { onConsentChange, readConsent, saveConsent, type ConsentChoices } from './consent.ts';
import styles from './ConsentControls.module.css';

/**
 * The reader's saved choice, null when they have made none, and undefined while it cannot be known:
 * on the server and while hydrating (it lives in this browser's cookie, and a cached page is the same
 * for every reader). Read in an effect rather than with useSyncExternalStore: a store whose value
 * differs from the server's makes React re-render synchronously, in the task that finishes the
 * page's hydration; an effect's update is rendered in a task of its own.
 */
export function useConsent(): ConsentChoices | null | undefined {
  const [consent, setConsent] = useState<ConsentChoices | null | undefined>(undefined);
  useEffect(() => {
    const update = () => setConsent(readConsent());
    update();
    return onConsentChange(update);
  }, []);
  return consent;
}

/**
 * The first layer. Rendered while the choice cannot be known (on the server and while hydrating), so
 * a first-time reader gets it with the page's first paint; CSS hides it there unless the head's
 * consent gate (@oap/contracts/site/consentGate.ts) found no saved choice. Gone once one is made.
 */
export function ConsentBar({ onOpenSettings }: { onOpenSettings: () => void }) {
  const consent = useConsent();
  if (consent) return null;
  return (
    <section className={styles.bar} aria-label="Cookie consent">
      <p>We use cookies to run this site and, with your permission, to measure how it is used.</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => saveConsent({ analytics: true, marketing: true })}>
          Accept all
        </button>
        <button type="button" onClick={() => saveConsent({ analytics: false, marketing: false })}>
          Reject all
        </button>
        <button type="button" onClick={onOpenSettings}>
          {/* "Settings" alone where the bar is one short row (phones); the name stays "Privacy Settings". */}
          <span className={styles.wideOnly}>Privacy </span>Settings
        </button>
      </div>
    </section>
  );
}
