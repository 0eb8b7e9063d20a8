// The options of a result list (sort order, page size, and any other select a page adds) as one GET
// form: with scripts a change applies at once (onChange); without them the form, with the rest of the
// search as hidden fields, is sent by its Apply button (shown only without scripts).
import type { FormEvent } from 'react';
import { OptionSelect, type OptionSelectProps } from '@oap/shared/ui/option-select/OptionSelect.tsx';
import styles from './ResultOptionsForm.module.css';

export interface ResultOptionsFormProps {
  /** The page's path: the form's GET target. */
  action: string;
  /** The rest of the search (its URL parameters but these selects' own and the page). */
  hidden: [string, string][];
  /** The selects, in order; each applies at once with scripts. */
  selects: (Omit<OptionSelectProps, 'onChange'> & { onChange: (value: string) => void })[];
}

export function ResultOptionsForm({ action, hidden, selects }: ResultOptionsFormProps) {
  // With scripts every change has already applied; Enter on a select must not reload the page.
  const keepInApp = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  return (
    <form className={styles.options} method="get" action={action} onSubmit={keepInApp}>
      {hidden.map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      {selects.map((select) => (
        <OptionSelect key={select.name} {...select} />
      ))}
      <noscript>
        <button type="submit" className={styles.apply}>
          Apply
        </button>
      </noscript>
    </form>
  );
}
