// The new-version banner (spec 1): "…To view the old version click here." The link records the
// old-version preference on the server, then reloads; from then on this browser is not shown the
// banner (@oap/contracts/site/oldVersion.ts). The link keeps the spec's words and says its purpose to screen readers and
// crawlers (Lighthouse flags a bare "click here"); crawlers are asked not to follow it.
import type { MouseEvent } from 'react';
import { apiGet, browserCall } from '@oap/shared/api/client.ts';
import styles from './Banner.module.css';

export function Banner() {
  const switchToOldVersion = async (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    try {
      await apiGet('/api/set-old-version', browserCall);
    } finally {
      window.location.reload();
    }
  };
  return (
    <div className={styles.banner} role="region" aria-label="Site version">
      <p className={styles.text}>
        You are currently viewing a new version of our website. To view the old version{' '}
        <a href="/api/set-old-version" rel="nofollow" onClick={switchToOldVersion}>
          click here<span className="oap-visually-hidden"> to switch this browser to the old version of the website</span>
        </a>
        .
      </p>
    </div>
  );
}
