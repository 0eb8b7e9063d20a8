// Filters a board by section through the URL (?nameSystem=…), the address the legacy section-editor and
// topic-editor links lead to (spec 2.7): a GET form, so it works without scripts.
import { Form } from 'react-router';
import type { JournalSection } from '@oap/contracts/api/journals.ts';
import styles from './People.module.css';

export function SectionFilter({ action, sections, selected }: { action: string; sections: JournalSection[]; selected: string | null }) {
  return (
    <Form method="get" action={action} className={styles.filter} aria-label="Filter by section">
      <label>
        Section
        <select name="nameSystem" defaultValue={selected ?? ''}>
          <option value="">All sections</option>
          {sections.map((section) => (
            <option key={section.nameSystem} value={section.nameSystem}>
              {section.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit">Show</button>
    </Form>
  );
}
