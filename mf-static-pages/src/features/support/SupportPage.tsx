// The Help Center (/support): the common questions and where each is answered, and how to reach the
// editorial office (the feedback form, read by the office, answered by email).
import { Link } from 'react-router';
import { QuickLinkCard } from '@oap/shared/ui/quick-link-card/QuickLinkCard.tsx';
import { helpTopics } from './helpTopics.ts';
import styles from './SupportPage.module.css';

export function SupportPage() {
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Help Center</h1>
      <p className={styles.lead}>Answers for readers, authors, reviewers and editors, and a direct line to our editorial office.</p>
      <section aria-labelledby="help-topics">
        <h2 id="help-topics" className={styles.heading}>
          Find an answer
        </h2>
        <ul className={styles.topics}>
          {helpTopics.map((topic) => (
            <li key={topic.to}>
              <QuickLinkCard title={topic.title} description={topic.description} to={topic.to} action={{ label: topic.action }} />
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="help-contact" className={styles.contact}>
        <h2 id="help-contact" className={styles.heading}>
          Contact the editorial office
        </h2>
        <p>
          Write to us with the <Link to="/support/feedback">feedback form</Link>: every message is read by our editorial office, and we answer by email within two working days. You get a reference
          number at once, and a copy of your message if you leave your address.
        </p>
        <p>
          For a manuscript under review, use the messages of the submission system, so that your editor sees them with your manuscript. Our offices and their hours are listed on{' '}
          <Link to="/about/office-locations">office locations</Link>.
        </p>
      </section>
    </div>
  );
}
