// Keywords, each a search for more articles on it.
import { Link } from 'react-router';
import styles from './ArticleKeywords.module.css';

export function ArticleKeywords({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) return null;
  return (
    <section className={styles.keywords} aria-labelledby="article-keywords">
      <h2 id="article-keywords" className={styles.heading}>
        Keywords
      </h2>
      <ul>
        {keywords.map((keyword) => (
          <li key={keyword}>
            <Link to={`/search?q=${encodeURIComponent(keyword)}`}>{keyword}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
