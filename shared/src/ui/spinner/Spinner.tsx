// A small busy indicator drawn in the current text colour. Decorative: the busy control says it is busy.
import { classNames } from '@oap/shared/ui/classNames.ts';
import styles from './Spinner.module.css';

export function Spinner({ className }: { className?: string }) {
  return <span className={classNames(styles.spinner, className)} aria-hidden="true" data-spinner="" />;
}
