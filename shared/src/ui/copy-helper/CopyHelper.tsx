// Copies a text (a DOI, a citation, a link) to the clipboard and shows a copied state for 1500 ms (spec 4).
// The result is also announced to screen readers.
import { useEffect, useRef, useState } from 'react';
import { timings } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import styles from './CopyHelper.module.css';

export interface CopyHelperProps {
  text: string;
  /** Visible label; default "Copy". */
  label?: string;
  /** Accessible name when it should say more than the label, e.g. "Copy DOI". */
  ariaLabel?: string;
  copiedLabel?: string;
  failedLabel?: string;
  /** Hide the label and show only the icon (ariaLabel then names the button). */
  iconOnly?: boolean;
  onCopied?: (text: string) => void;
  className?: string;
}

type CopyState = 'idle' | 'copied' | 'failed';

async function writeToClipboard(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  throw new Error('The clipboard is not available.');
}

export function CopyHelper({ text, label = 'Copy', ariaLabel, copiedLabel = 'Copied', failedLabel = 'Copy failed', iconOnly = false, onCopied, className }: CopyHelperProps) {
  const [state, setState] = useState<CopyState>('idle');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const show = (next: CopyState) => {
    setState(next);
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setState('idle'), timings.copiedStateMs);
  };
  const copy = async () => {
    try {
      await writeToClipboard(text);
      show('copied');
      onCopied?.(text);
    } catch {
      show('failed');
    }
  };

  const visible = state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label;
  return (
    <span className={classNames(styles.copyHelper, className)} data-state={state}>
      <button type="button" className={classNames(styles.button, state === 'copied' && styles.copied)} aria-label={ariaLabel} onClick={() => void copy()}>
        <Icon name={state === 'copied' ? 'check' : 'copy'} size="sm" />
        <span className={iconOnly ? 'oap-visually-hidden' : undefined}>{visible}</span>
      </button>
      <span className="oap-visually-hidden" role="status">
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </span>
  );
}
