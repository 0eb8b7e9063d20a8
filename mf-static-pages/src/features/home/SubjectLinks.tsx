// The ten subjects of spec 2.9, each opening the topic list filtered by that subject.
import { Link } from 'react-router';
import { subjects } from '@oap/contracts/api/journals.ts';
import styles from './SubjectLinks.module.css';

export function SubjectLinks() {
  return (
    <section aria-labelledby="home-subjects">
      <h2 id="home-subjects" className={styles.heading}>
        Browse by subject
      </h2>
      <ul className={styles.list}>
        {subjects.map((subject) => (
          <li key={subject.slug}>
            <Link to={`/topics?subject=${subject.slug}`} className={styles.link}>
              {subject.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
