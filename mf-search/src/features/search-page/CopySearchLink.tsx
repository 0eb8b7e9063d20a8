// "Copy link to this search": the page's address on the site's origin, to paste elsewhere (the URL
// holds the whole search, spec 4). Without scripts, the link itself, to copy from the browser's menu.
import { useLocation } from 'react-router';
import { siteOrigin } from '@oap/shared/site/runtimeConfig.ts';
import { CopyHelper } from '@oap/shared/ui/copy-helper/CopyHelper.tsx';
import { renderedIcon, useIconCache } from '@oap/shared/ui/icon/iconService.ts';
import { useHydrated } from '@oap/shared/routing/useHydrated.ts';
import styles from './CopySearchLink.module.css';

export function CopySearchLink({ href }: { href: string }) {
  const hydrated = useHydrated();
  const iconCache = useIconCache();
  // The copy button comes with scripts; the server puts its icon in the page's query state, so that
  // showing the button asks the network for nothing (and loads no sanitiser for a fetched icon).
  if (!hydrated) renderedIcon('copy', iconCache);
  const location = useLocation();
  const address = `${siteOrigin()}${href || `${location.pathname}${location.search}`}`;
  return (
    <p className={styles.copy}>
      {hydrated ? (
        <CopyHelper text={address} label="Copy link to this search" copiedLabel="Link copied" ariaLabel="Copy link to this search" />
      ) : (
        <a href={href} className={styles.link}>
          Link to this search
        </a>
      )}
    </p>
  );
}
