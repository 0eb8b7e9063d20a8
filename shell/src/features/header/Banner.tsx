// The new-version banner (spec section 1). Its link records the old-version preference, then reloads.
import { apiGet } from '@oap/shared/api/client.ts';
import styles from './Banner.module.css';

export function Banner() {
  const switchToOldVersion = async (event: React.MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      await apiGet('/api/set-old-version');
    } finally {
      window.location.reload();
    }
  };
  return (
    <div className={styles.banner} role="region" aria-label="Site version">
      You are currently viewing a new version of our website. To view the old version{' '}
      <a href="/api/set-old-version" onClick={switchToOldVersion}>
        click here
      </a>
      .
    </div>
  );
}
