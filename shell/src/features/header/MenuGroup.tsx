// One top-navigation menu: opens on hover or focus, closes on Escape or 200 ms after the pointer leaves.
// Its links are in the server's markup, so that without scripts CSS can open it (Header.module.css).
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { timings } from '@oap/shared/tokens/tokens.ts';
import { isCurrent, type NavMenu } from './navigation.ts';
import { useHydrated } from '@oap/shared/routing/useHydrated.ts';
import styles from './Header.module.css';

export const submenuCloseDelayMs = timings.submenuCloseDelayMs;
const clickAfterOpenMs = 500;

export function MenuGroup({ menu, routeName, onOpenChange }: { menu: NavMenu; routeName: string | undefined; onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(false);
  // Until the page is hydrated, and without scripts, CSS opens the list on hover and focus
  // (Header.module.css) and the button opens nothing: it claims no expanded state it cannot keep.
  const hydrated = useHydrated();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  // Escape returns focus to the button; that focus must not reopen the menu.
  const ignoreNextFocus = useRef(false);
  const { pathname, search } = useLocation();
  const listId = useId();
  const active = menu.items.some((item) => isCurrent(item, routeName, pathname, search));

  const cancelClose = () => {
    if (closeTimer.current) clearTimeout(closeTimer.current);
    closeTimer.current = null;
  };
  // When hover or focus has just opened the menu, the click of the same gesture must not close it.
  const openedAt = useRef(0);
  const show = () => {
    cancelClose();
    if (!open) openedAt.current = Date.now();
    setOpen(true);
  };
  const hideSoon = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), submenuCloseDelayMs);
  };

  useEffect(() => onOpenChange(open), [open, onOpenChange]);
  useEffect(() => cancelClose, []);
  // A navigation closes the menu.
  useEffect(() => setOpen(false), [pathname, search]);

  return (
    <li
      className={styles.menu}
      onMouseEnter={show}
      onMouseLeave={hideSoon}
      onFocus={() => {
        if (ignoreNextFocus.current) ignoreNextFocus.current = false;
        else show();
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) hideSoon();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          cancelClose();
          setOpen(false);
          ignoreNextFocus.current = true;
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={active ? `${styles.menuButton} ${styles.active}` : styles.menuButton}
        aria-expanded={hydrated ? open : undefined}
        aria-controls={listId}
        onClick={() => {
          if (!open) show();
          else if (Date.now() - openedAt.current > clickAfterOpenMs) setOpen(false);
        }}
      >
        {menu.label}
        <span aria-hidden="true" className={styles.chevron} />
      </button>
      <ul id={listId} className={styles.submenu} hidden={!open}>
        {menu.items.map((item) => {
          const current = isCurrent(item, routeName, pathname, search);
          return (
            <li key={item.href}>
              <Link to={item.href} aria-current={current ? 'page' : undefined} className={current ? styles.active : undefined}>
                {item.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </li>
  );
}
