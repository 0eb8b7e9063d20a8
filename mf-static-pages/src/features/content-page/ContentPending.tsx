// What an information page shows until the content store has its text: the route's name, like the
// platform's placeholder pages, so readers and tests can still tell which page they are on.
import styles from './ContentPage.module.css';

export function ContentPending({ routeName }: { routeName: string }) {
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{routeName}</h1>
      <p>
        This page is on its way. Meanwhile, <a href="/search">search all articles</a> or browse <a href="/about/journals">our journals</a>.
      </p>
    </section>
  );
}
