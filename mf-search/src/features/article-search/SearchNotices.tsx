// Quiet notes on how the search was read: words left out past the word limit (a pasted
// title still runs), a term cut at the length limit, a single character ignored (spec 5), and a
// search the API could not run (said in words; never the 500 page).
import styles from './SearchNotices.module.css';

export interface SearchNoticesProps {
  q: string;
  droppedWords: string[] | undefined;
  termCut: boolean;
  problem: string | null;
}

/** The most words one search looks for (server/src/catalogue/articleSearch.ts MAX_SEARCH_WORDS). */
export const SEARCH_WORD_LIMIT = 20;

export function SearchNotices({ q, droppedWords, termCut, problem }: SearchNoticesProps) {
  const notes: string[] = [];
  if (droppedWords?.length) {
    const shown = droppedWords.slice(0, 12).join(' ');
    notes.push(
      `A search looks for at most ${SEARCH_WORD_LIMIT} words, so these were left out: “${shown}${droppedWords.length > 12 ? ' …' : ''}”. Common words such as “of” and “the” do not count.`,
    );
  }
  if (termCut) notes.push('Your search was longer than 1,000 characters; the words after that were left out.');
  if (q.trim().length === 1) notes.push('Terms of a single character are ignored; type at least two characters to narrow the results.');
  if (!notes.length && !problem) return null;
  return (
    <div className={styles.notices}>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      {notes.map((note) => (
        <p key={note} className={styles.note}>
          {note}
        </p>
      ))}
    </div>
  );
}
