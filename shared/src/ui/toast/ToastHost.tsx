// Shows the store's toast at the bottom of the screen, above everything (z-index floating). Errors and
// warnings are alerts, the rest are status messages; both live regions are always present, so screen
// readers announce the message when it arrives. It hides after its duration, but not while the pointer
// or focus is on it; Escape or the close button hide it at once.
import { useEffect, useRef, useState } from 'react';
import { timings } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import type { ToastVariant } from '@oap/shared/ui/toast/toastStore.ts';
import { useToast } from '@oap/shared/ui/toast/useToast.ts';
import styles from './Toast.module.css';

const variantIcon: Record<ToastVariant, IconName> = { neutral: 'info', success: 'success', error: 'error', warning: 'warning' };

export function ToastHost({ closeLabel = 'Close message' }: { closeLabel?: string }) {
  const { showToast, toastMessage, toastVariant, toastDurationMs, toastId, closeToast } = useToast();
  const [mounted, setMounted] = useState(showToast);
  const [paused, setPaused] = useState(false);
  const hideTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    if (showToast) {
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), timings.notificationTransitionMs);
    return () => window.clearTimeout(timer);
  }, [showToast]);

  // A toast removed while hovered or focused never reports leaving: each new toast starts unpaused.
  useEffect(() => setPaused(false), [toastId]);

  useEffect(() => {
    window.clearTimeout(hideTimer.current);
    if (!showToast || paused || toastDurationMs <= 0) return;
    hideTimer.current = window.setTimeout(closeToast, toastDurationMs);
    return () => window.clearTimeout(hideTimer.current);
  }, [showToast, paused, toastDurationMs, toastId, closeToast]);

  const visible = showToast || mounted;
  const urgent = toastVariant === 'error' || toastVariant === 'warning';
  const toast = visible ? (
    <div
      key={toastId}
      className={classNames(styles.toast, styles[toastVariant], showToast ? styles.entering : styles.leaving)}
      data-variant={toastVariant}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') closeToast();
      }}
    >
      <Icon name={variantIcon[toastVariant]} size="md" className={styles.icon} />
      <p className={styles.message}>{toastMessage}</p>
      <button type="button" className={styles.close} aria-label={closeLabel} onClick={closeToast}>
        <Icon name="close" size="sm" />
      </button>
    </div>
  ) : null;

  return (
    <div className={styles.host}>
      <div role="status" className={styles.region}>
        {urgent ? null : toast}
      </div>
      <div role="alert" className={styles.region}>
        {urgent ? toast : null}
      </div>
    </div>
  );
}
