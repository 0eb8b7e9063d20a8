// The filter form of an information page's list (charges by subject, awards by kind, societies by
// words). A GET form without scripts reloads the page at its top, far above the list on a phone; its
// action names the list's heading, so the browser comes back to the list it filtered.
import { createContext, useContext, type ReactNode } from 'react';
import { Form } from 'react-router';
import styles from './InformationPages.module.css';

/** The id of the heading of the section a filter belongs to (informationRoute provides it). */
export const SectionHeadingId = createContext<string | null>(null);

export function SectionFilter({ children }: { children: ReactNode }) {
  const headingId = useContext(SectionHeadingId);
  return (
    <Form method="get" className={styles.filter} preventScrollReset action={headingId ? `#${headingId}` : undefined}>
      {children}
    </Form>
  );
}
