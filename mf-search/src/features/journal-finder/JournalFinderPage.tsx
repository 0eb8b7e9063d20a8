// Journal Finder (/about/journalfinder): the manuscript form and the ranked journals, each with its
// fit, the words it matched, its key figures, and links to the journal, its instructions and submission.
import { useId, useState, type FormEvent } from 'react';
import { Link, useLoaderData, useNavigate, useNavigation } from 'react-router';
import { subjects } from '@oap/contracts/api/journals.ts';
import { submissionUrl } from '@oap/shared/site/submission.ts';
import { submitTargetFor } from '@oap/shared/site/submitTarget.ts';
import { journalFigures } from '../journal-list/JournalCard.tsx';
import type { loader } from './journalFinderRoute.tsx';
import { FINDER_LIMITS, journalFinderPath } from './journalFinderLimits.ts';
import styles from './JournalFinderPage.module.css';

const subjectLabel = (slug: string) => subjects.find((subject) => subject.slug === slug)?.label ?? slug;

/** The submission system, opened for this journal (as the header's Submit does on a journal's pages). */
function submitHref(slug: string): string {
  const target = submitTargetFor('journal-slug', { slug });
  return target.kind === 'link' ? target.href : submissionUrl();
}

export function JournalFinderPage() {
  const { manuscript, asked, result, problem } = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const id = useId();
  const [fields, setFields] = useState(manuscript);
  const loading = navigation.state === 'loading' && navigation.location?.pathname === journalFinderPath;
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(fields)) if (value.trim()) params.set(name, value.trim());
    const query = params.toString();
    navigate(query ? `${journalFinderPath}?${query}` : journalFinderPath, { preventScrollReset: true });
  };
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [name]: event.target.value }));
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Journal Finder</h1>
      <p className={styles.intro}>Paste the title and abstract of your manuscript: we compare them with the scope and the published articles of every journal and list the best fits.</p>
      <form className={styles.form} method="get" action={journalFinderPath} onSubmit={submit} aria-label="Your manuscript">
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} name="title" type="text" maxLength={FINDER_LIMITS.title} value={fields.title} onChange={set('title')} autoComplete="off" />
        <label htmlFor={`${id}-abstract`}>Abstract</label>
        <textarea id={`${id}-abstract`} name="abstract" rows={8} maxLength={FINDER_LIMITS.abstract} value={fields.abstract} onChange={set('abstract')} />
        <label htmlFor={`${id}-keywords`}>
          Keywords <span className={styles.optional}>(optional, separated by commas)</span>
        </label>
        <input id={`${id}-keywords`} name="keywords" type="text" maxLength={FINDER_LIMITS.keywords} value={fields.keywords} onChange={set('keywords')} autoComplete="off" />
        <button type="submit" className={styles.button}>
          Find journals
        </button>
      </form>

      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}

      <section aria-labelledby={`${id}-results`} aria-busy={loading} className={loading ? styles.loading : undefined}>
        {asked && result ? (
          <>
            <h2 id={`${id}-results`} className={styles.resultsTitle}>
              {result.matches.length ? `${result.matches.length} ${result.matches.length === 1 ? 'journal fits' : 'journals fit'} your manuscript` : 'No journal fits these words'}
            </h2>
            <p className={styles.terms} role="status">
              {result.terms.length ? `Read from your manuscript: ${result.terms.slice(0, 12).join(', ')}.` : 'No meaningful words were found in your manuscript.'}
            </p>
            {result.matches.length === 0 ? (
              <p>
                Try the full abstract, or browse <Link to="/about/journals">all journals</Link>.
              </p>
            ) : (
              <ol className={styles.matches}>
                {result.matches.map(({ journal, score, matchedTerms }, index) => (
                  <li key={journal.id} className={styles.match}>
                    <div className={styles.rank} aria-hidden="true">
                      {index + 1}
                    </div>
                    <div className={styles.body}>
                      <h3 className={styles.name}>
                        <Link to={`/journal/${journal.nameSystem}`}>{journal.name}</Link>
                      </h3>
                      <p className={styles.fit}>
                        <span className={styles.bar}>
                          <span style={{ width: `${Math.max(4, Math.min(100, score))}%` }} />
                        </span>
                        Fit {score} of 100
                      </p>
                      <p className={styles.meta}>
                        {journal.subjects.map(subjectLabel).join(' · ')} · ISSN {journal.issn}
                      </p>
                      {matchedTerms.length ? <p className={styles.matched}>Matched: {matchedTerms.join(', ')}</p> : null}
                      <dl className={styles.figures}>
                        {journalFigures(journal).map(([term, value]) => (
                          <div key={term}>
                            <dt>{term}</dt>
                            <dd>{value}</dd>
                          </div>
                        ))}
                      </dl>
                      <p className={styles.links}>
                        <Link to={`/journal/${journal.nameSystem}/instructions`}>Instructions for authors</Link>
                        <a href={submitHref(journal.nameSystem)}>
                          Submit to {journal.abbreviation}
                        </a>
                      </p>
                    </div>
                  </li>
                ))}
              </ol>
            )}
          </>
        ) : (
          <h2 id={`${id}-results`} className="oap-visually-hidden">
            Results
          </h2>
        )}
      </section>
    </div>
  );
}
