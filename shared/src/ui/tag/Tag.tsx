// A small label (spec 4, 9.2): states neutral, brand, info, success, error and warning in filled, tonal or
// outline. It holds no state: a tag the reader can remove is a ClosableTag, which draws this one, so the
// many tags that only label something do not carry its timer and close button.
import type { HTMLAttributes, ReactNode } from 'react';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import styles from './Tag.module.css';

export type TagState = 'neutral' | 'brand' | 'info' | 'success' | 'error' | 'warning';
export type TagVariant = 'filled' | 'tonal' | 'outline';

export interface TagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  children: ReactNode;
  state?: TagState;
  variant?: TagVariant;
  size?: 'sm' | 'md';
  icon?: IconName;
  /** Inside the tag, after its text (ClosableTag's close button). */
  end?: ReactNode;
}

export function Tag({ children, state = 'neutral', variant = 'tonal', size = 'md', icon, end, className, ...attributes }: TagProps) {
  return (
    <span {...attributes} className={classNames(styles.tag, styles[state], styles[variant], styles[size], className)} data-state={state} data-variant={variant}>
      {icon ? <Icon name={icon} size="sm" /> : null}
      <span className={styles.text}>{children}</span>
      {end}
    </span>
  );
}
