// The home page's opening: the publisher's mission and a search box for all articles.
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styles from './HomeHero.module.css';

export function HomeHero() {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const inputId = useId();

  // The form is a real GET to /search; with the app running it navigates without a reload instead.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const q = term.trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
  };

  return (
    <section className={styles.hero} aria-labelledby={`${inputId}-title`}>
      <h1 id={`${inputId}-title`} className={styles.title}>
        Open access research, peer reviewed and free to read
      </h1>
      <p className={styles.mission}>
        Since 1996 we have published peer-reviewed open access journals, so that research reaches everyone who can use it.
      </p>
      <form role="search" className={styles.form} action="/search" method="get" onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          Search all articles
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="search"
            name="q"
            autoComplete="off"
            placeholder="Title, author, keyword or DOI"
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <button type="submit" className={styles.button}>
            Search
          </button>
        </div>
      </form>
    </section>
  );
}
