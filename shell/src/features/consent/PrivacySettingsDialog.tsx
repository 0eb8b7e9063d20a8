// The consent second layer: the Privacy Settings dialog, opened from the footer or the consent bar.
// A module of its own, fetched when the reader first opens it (Footer.tsx), not with every page.
import { useEffect, useRef, useState } from 'react';
import { readConsent, saveConsent } from './consent.ts';
import { useConsent } from './ConsentControls.tsx';
import styles from './ConsentControls.module.css';

export default function PrivacySettingsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const current = useConsent();
  const [analytics, setAnalytics] = useState(current?.analytics ?? false);
  const [marketing, setMarketing] = useState(current?.marketing ?? false);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      setAnalytics(readConsent()?.analytics ?? false);
      setMarketing(readConsent()?.marketing ?? false);
      element.showModal?.();
    }
    if (!open && element.open) element.close?.();
  }, [open]);

  const save = (choices: { analytics: boolean; marketing: boolean }) => {
    saveConsent(choices);
    onClose();
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby="privacy-settings-title" onClose={onClose}>
      <h2 id="privacy-settings-title">Privacy Settings</h2>
      <p>Choose which cookies and scripts this site may use. Strictly necessary ones keep the site working and cannot be switched off.</p>
      <fieldset className={styles.choices}>
        <legend className="oap-visually-hidden">Cookie categories</legend>
        <label>
          <input type="checkbox" checked disabled /> Strictly necessary
        </label>
        <label>
          <input type="checkbox" checked={analytics} onChange={(event) => setAnalytics(event.target.checked)} /> Analytics: count visits and
          see which pages are read
        </label>
        <label>
          <input type="checkbox" checked={marketing} onChange={(event) => setMarketing(event.target.checked)} /> Tag manager and marketing
        </label>
      </fieldset>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => save({ analytics, marketing })}>
          Save choices
        </button>
        <button type="button" onClick={() => save({ analytics: true, marketing: true })}>
          Accept all
        </button>
        <button type="button" onClick={() => save({ analytics: false, marketing: false })}>
          Reject all
        </button>
      </div>
    </dialog>
  );
}
