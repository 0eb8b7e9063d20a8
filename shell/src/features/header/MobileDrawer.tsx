// The navigation drawer for screens below lg, opened by an icon button (spec 2.9).
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { useEscapeKey } from '@oap/shared/ui/useEscapeKey.ts';
import { useViewport } from '../site/useViewport.ts';
import { isCurrent, mainMenus } from './navigation.ts';
import styles from './Header.module.css';

export function MobileDrawer({ routeName }: { routeName: string | undefined }) {
  const [open, setOpen] = useState(false);
  const { pathname, search } = useLocation();
  const drawerId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Device detection (50 ms after a resize): a window widened past lg has the top navigation, so
  // an open drawer closes rather than wait, hidden, to reappear when it narrows again.
  const { mobile } = useViewport();
  useEffect(() => setOpen(false), [pathname, search, mobile]);
  useEscapeKey(open, () => {
    setOpen(false);
    toggle.current?.focus();
  });

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.drawerToggle}
        aria-expanded={open}
        aria-controls={drawerId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="oap-visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        <span aria-hidden="true" className={open ? `${styles.burger} ${styles.burgerOpen}` : styles.burger} />
      </button>
      <nav id={drawerId} aria-label="Menu" className={styles.drawer} hidden={!open}>
        <DrawerMenus routeName={routeName} pathname={pathname} search={search} />
      </nav>
    </>
  );
}

/**
 * The drawer's links (the whole main menu), apart from the drawer's own state: opening and closing it,
 * and the viewport read once the page is interactive (a phone is found to be one then), re-render
 * the button, not these forty links.
 */
const DrawerMenus = memo(function DrawerMenus({ routeName, pathname, search }: { routeName: string | undefined; pathname: string; search: string }) {
  return mainMenus.map((menu) => (
    <details key={menu.label} className={styles.drawerGroup}>
      <summary>{menu.label}</summary>
      <ul>
        {menu.items.map((item) => {
          const current = isCurrent(item, routeName, pathname, search);
          return (
            <li key={item.href}>
              <Link to={item.href} aria-current={current ? 'page' : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </details>
  ));
});
