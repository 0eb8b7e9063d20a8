// An inline message (spec 4, 9.2): variants neutral, info, error, warning and success. The `open` boolean
// shows or hides it with a 150 ms slide and fade from the top or the bottom; a closable notification's
// close button asks for open = false through onChange.
import { useEffect, useState, type ReactNode } from 'react';
import { timings } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import styles from './Notification.module.css';

export type NotificationVariant = 'neutral' | 'info' | 'error' | 'warning' | 'success';

export interface NotificationProps {
  open: boolean;
  onChange?: (open: boolean) => void;
  variant?: NotificationVariant;
  /** The edge it slides in from. */
  position?: 'top' | 'bottom';
  closable?: boolean;
  closeLabel?: string;
  title?: ReactNode;
  children?: ReactNode;
  /** Replaces the variant's icon; `false` shows none. */
  icon?: IconName | false;
  className?: string;
}

const variantIcon: Record<NotificationVariant, IconName> = { neutral: 'info', info: 'info', error: 'error', warning: 'warning', success: 'success' };

export function Notification({ open, onChange, variant = 'neutral', position = 'top', closable = false, closeLabel = 'Close notification', title, children, icon, className }: NotificationProps) {
  const [mounted, setMounted] = useState(open);

  useEffect(() => {
    if (open) {
      setMounted(true);
      return;
    }
    const timer = window.setTimeout(() => setMounted(false), timings.notificationTransitionMs);
    return () => window.clearTimeout(timer);
  }, [open]);

  if (!open && !mounted) return null;
  const shownIcon = icon === false ? null : (icon ?? variantIcon[variant]);
  return (
    <div
      className={classNames(styles.notification, styles[variant], styles[position], open ? styles.entering : styles.leaving, className)}
      role={variant === 'error' || variant === 'warning' ? 'alert' : 'status'}
      data-variant={variant}
      data-phase={open ? 'open' : 'closing'}
    >
      {shownIcon ? <Icon name={shownIcon} size="md" className={styles.icon} /> : null}
      <div className={styles.body}>
        {title ? <p className={styles.title}>{title}</p> : null}
        {children ? <div className={styles.message}>{children}</div> : null}
      </div>
      {closable ? (
        <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onChange?.(false)} disabled={!open}>
          <Icon name="close" size="sm" />
        </button>
      ) : null}
    </div>
  );
}
