// A small label (spec 4, 9.2): states neutral, brand, info, success, error and warning in filled, tonal or
// outline. A closable tag fades for 300 ms (by default) after its close button is pressed, then emits onClear.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { timings } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import styles from './Tag.module.css';

export type TagState = 'neutral' | 'brand' | 'info' | 'success' | 'error' | 'warning';
export type TagVariant = 'filled' | 'tonal' | 'outline';

export interface TagProps {
  children: ReactNode;
  state?: TagState;
  variant?: TagVariant;
  size?: 'sm' | 'md';
  icon?: IconName;
  closable?: boolean;
  /** Accessible name of the close button; default "Remove <text>" when the tag's text is a string. */
  closeLabel?: string;
  /** Fade length in ms before onClear (spec 9.2 default 300). */
  fadeMs?: number;
  /** Emitted once the fade after closing ends. */
  onClear?: () => void;
  className?: string;
}

export function Tag({ children, state = 'neutral', variant = 'tonal', size = 'md', icon, closable = false, closeLabel, fadeMs = timings.tagFadeMs, onClear, className }: TagProps) {
  const [phase, setPhase] = useState<'shown' | 'fading' | 'cleared'>('shown');
  const onClearRef = useRef(onClear);
  onClearRef.current = onClear;

  useEffect(() => {
    if (phase !== 'fading') return;
    const timer = window.setTimeout(() => {
      setPhase('cleared');
      onClearRef.current?.();
    }, fadeMs);
    return () => window.clearTimeout(timer);
  }, [phase, fadeMs]);

  if (phase === 'cleared') return null;
  const label = closeLabel ?? (typeof children === 'string' || typeof children === 'number' ? `Remove ${children}` : 'Remove');
  return (
    <span
      className={classNames(styles.tag, styles[state], styles[variant], styles[size], phase === 'fading' && styles.fading, className)}
      style={{ transitionDuration: `${fadeMs}ms` }}
      data-state={state}
      data-variant={variant}
      data-phase={phase}
    >
      {icon ? <Icon name={icon} size="sm" /> : null}
      <span className={styles.text}>{children}</span>
      {closable ? (
        <button type="button" className={styles.close} aria-label={label} disabled={phase === 'fading'} onClick={() => setPhase('fading')}>
          <Icon name="close" size={size === 'sm' ? 12 : 14} />
        </button>
      ) : null}
    </span>
  );
}
