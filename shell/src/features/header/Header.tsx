// The site header (spec 2.9 and 4): logo, top navigation on large screens, the drawer on small ones,
// the header search box, sign-in controls and Submit. Fixed at the top with the banner above it, its
// height the header offset of spec 9.2 (3 rem on phones, 3.4 rem from lg); it hides while the reader
// scrolls down.
import { useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import { PublisherLogo } from '@oap/shared/ui/publisher-logo/PublisherLogo.tsx';
import { currentPublisher } from '@oap/contracts/site/publisher.ts';
import { useCurrentRoute } from '../../runtime/useCurrentRoute.ts';
import { MenuGroup } from './MenuGroup.tsx';
import { MobileDrawer } from './MobileDrawer.tsx';
import { SubmitButton } from './SubmitButton.tsx';
import { homeItem, isCurrent, mainMenus } from './navigation.ts';
import { articleRevealAfterUpPx, revealAfterUpPx, useStickyHeader } from './useStickyHeader.ts';
import styles from './Header.module.css';

export function Header({ authControls, banner }: { authControls?: ReactNode; banner?: ReactNode }) {
  const { name: routeName, params } = useCurrentRoute();
  const { pathname, search } = useLocation();
  const home = isCurrent(homeItem, routeName, pathname, search);
  const [hovered, setHovered] = useState(false);
  const [openMenus, setOpenMenus] = useState(0);
  const onMenuOpenChange = useCallback((open: boolean) => setOpenMenus((count) => Math.max(0, count + (open ? 1 : -1))), []);
  const visible = useStickyHeader({
    revealAfter: routeName === 'issn-volume-issue-identifier' ? articleRevealAfterUpPx : revealAfterUpPx,
    pinned: hovered || openMenus > 0,
  });

  return (
    <div className={visible ? styles.top : `${styles.top} ${styles.hidden}`} data-fixed-top="">
      {banner}
      <header
      className={styles.header}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHovered(false);
      }}
    >
      <div className={styles.inner}>
        <MobileDrawer routeName={routeName} />
        <Link className={styles.logo} to="/" aria-label={`${currentPublisher().name}: home`}>
          <PublisherLogo nameClassName={styles.logoName} />
        </Link>
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.menus}>
            <li className={styles.menu}>
              <Link to={homeItem.href} className={home ? `${styles.menuButton} ${styles.active}` : styles.menuButton} aria-current={home ? 'page' : undefined}>
                {homeItem.label}
              </Link>
            </li>
            {mainMenus.map((menu) => (
              <MenuGroup key={menu.label} menu={menu} routeName={routeName} onOpenChange={onMenuOpenChange} />
            ))}
          </ul>
        </nav>
        <div className={styles.tools}>
          {routeName === 'search' ? null : (
            <>
              <HeaderSearch key={pathname} />
              <Link className={styles.searchLink} to="/search" aria-label="Search all articles">
                <Icon name="search" size="sm" />
              </Link>
            </>
          )}
          {authControls}
          <SubmitButton routeName={routeName} params={params} />
        </div>
      </div>
    </header>
    </div>
  );
}

function HeaderSearch() {
  const navigate = useNavigate();
  // Uncontrolled, and a real GET form: a term typed before the page is interactive (or with scripts
  // off) is neither lost when React takes over the server-rendered input nor sent anywhere else.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const q = String(new FormData(form).get('q') ?? '').trim();
    navigate(q ? `/search?q=${encodeURIComponent(q)}` : '/search');
    form.reset();
  };
  return (
    <form role="search" aria-label="Site" className={styles.search} action="/search" method="get" onSubmit={submit}>
      <label htmlFor="header-search" className="oap-visually-hidden">
        Search all articles
      </label>
      <input id="header-search" name="q" type="search" placeholder="Search all articles" autoComplete="off" maxLength={524288} defaultValue="" />
    </form>
  );
}
