// The charge of every journal, from the journals' records (GET /api/apc), filtered by subject with a
// GET form that works without scripts; while announced charges are ahead, those beside today's.
import { Link } from 'react-router';
import { subjects, type SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { ApcList } from '@oap/contracts/api/publisher.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { formatCount } from '@oap/contracts/site/textFormat.ts';
import { SectionFilter } from './SectionFilter.tsx';
import styles from './InformationPages.module.css';

export interface ApcTableData {
  list: ApcList;
  subject: SubjectSlug | null;
}

const subjectLabel = (slug: string) => subjects.find((subject) => subject.slug === slug)?.label ?? slug;

export function ApcTable({ data: { list, subject } }: { data: ApcTableData }) {
  const journals = subject ? list.journals.filter((journal) => journal.subjects.includes(subject)) : list.journals;
  return (
    <>
      <SectionFilter>
        <label>
          Subject
          <select name="subject" defaultValue={subject ?? ''} key={subject ?? ''}>
            <option value="">All subjects</option>
            {subjects.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.label}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className={styles.filterButton}>
          Show charges
        </button>
      </SectionFilter>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption>
            {journals.length} {journals.length === 1 ? 'journal' : 'journals'}
            {subject ? ` in ${subjectLabel(subject)}` : ''}: charges in {list.currency}, excluding VAT, for manuscripts submitted{' '}
            {list.changeAhead ? `now and from ${formatDate(list.effectiveFrom)}` : `from ${formatDate(list.effectiveFrom)}`}.
          </caption>
          <thead>
            <tr>
              <th scope="col">Journal</th>
              <th scope="col" className={styles.wideOnly}>
                ISSN
              </th>
              <th scope="col" className={styles.wideOnly}>
                Subjects
              </th>
              <th scope="col" className={styles.number}>
                {list.changeAhead ? 'Now' : `APC (${list.currency})`}
              </th>
              {list.changeAhead ? (
                <th scope="col" className={styles.number}>
                  From {list.effectiveFrom.slice(0, 4)}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {journals.map((journal) => (
              <tr key={journal.nameSystem}>
                <th scope="row">
                  <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
                </th>
                <td className={styles.wideOnly}>{journal.issn}</td>
                <td className={styles.wideOnly}>{journal.subjects.map(subjectLabel).join(', ')}</td>
                <td className={styles.number}>{formatCount(journal.apcChf)}</td>
                {list.changeAhead ? <td className={styles.number}>{formatCount(journal.announcedApcChf)}</td> : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

/** ?subject= as the filter reads it: one of the ten subjects, or none. */
export function subjectFilter(url: string): SubjectSlug | null {
  const value = new URL(url).searchParams.get('subject');
  return subjects.find((subject) => subject.slug === value)?.slug ?? null;
}
