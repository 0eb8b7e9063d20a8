// A tag the reader can remove (spec 4, 9.2): its close button fades it for 300 ms (by default), then it
// is gone and onClear is emitted.
import { useEffect, useRef, useState } from 'react';
import { timings } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import { Tag, type TagProps } from '@oap/shared/ui/tag/Tag.tsx';
import styles from './Tag.module.css';

export interface ClosableTagProps extends Omit<TagProps, 'end'> {
  /** Accessible name of the close button; default "Remove <text>" when the tag's text is a string. */
  closeLabel?: string;
  /** Fade length in ms before onClear (spec 9.2 default 300). */
  fadeMs?: number;
  /** Emitted once the fade after closing ends. */
  onClear?: () => void;
}

export function ClosableTag({ closeLabel, fadeMs = timings.tagFadeMs, onClear, className, style, ...tag }: ClosableTagProps) {
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
  const label = closeLabel ?? (typeof tag.children === 'string' || typeof tag.children === 'number' ? `Remove ${tag.children}` : 'Remove');
  return (
    <Tag
      {...tag}
      className={classNames(phase === 'fading' && styles.fading, className)}
      style={{ ...style, transitionDuration: `${fadeMs}ms` }}
      data-phase={phase}
      end={
        <button type="button" className={styles.close} aria-label={label} disabled={phase === 'fading'} onClick={() => setPhase('fading')}>
          <Icon name="close" size={tag.size === 'sm' ? 12 : 14} />
        </button>
      }
    />
  );
}
