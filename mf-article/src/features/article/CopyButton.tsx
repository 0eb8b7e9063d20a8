// Copies a citation to the clipboard; says "Copied" for 1500 ms (spec 4, copy helper). Shown only once
// scripts run: without them the text is there to select.
import { useEffect, useState } from 'react';
import styles from './CiteBox.module.css';

export const COPIED_MS = 1500;

export function CopyButton({ text, label }: { text: string; label: string }) {
  const [ready, setReady] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => setReady(typeof navigator !== 'undefined' && Boolean(navigator.clipboard)), []);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);
  if (!ready) return null;
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={label}
      onClick={() => void navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false))}
    >
      {copied ? 'Copied' : 'Copy'}
      <span className="oap-visually-hidden" role="status">
        {copied ? 'Citation copied' : ''}
      </span>
    </button>
  );
}
