// The drawer's links (the whole main menu, spec 2.9), in groups that open one by one: in the scripted
// drawer (DrawerPanel.tsx) and in the menu that works without scripts (MobileDrawer.tsx).
import { memo } from 'react';
import { Link } from 'react-router';
import { homeItem, isCurrent, mainMenus } from './navigation.ts';
import styles from './MobileDrawer.module.css';

/**
 * The drawer's links (the whole main menu), apart from the drawer's own state: opening and closing it,
 * and the viewport read once the page is interactive (a phone is found to be one then), re-render
 * the button, not these sixty links.
 */
export const DrawerMenus = memo(function DrawerMenus({ routeName, pathname, search }: { routeName: string | undefined; pathname: string; search: string }) {
  const home = isCurrent(homeItem, routeName, pathname, search);
  return (
    <>
      <Link to={homeItem.href} className={styles.home} aria-current={home ? 'page' : undefined}>
        {homeItem.label}
      </Link>
      {mainMenus.map((menu) => {
        const holdsCurrent = menu.items.some((item) => isCurrent(item, routeName, pathname, search));
        return (
          <details key={menu.label} className={styles.group} open={holdsCurrent || undefined}>
            <summary className={styles.summary}>
              {menu.label}
              <span aria-hidden="true" className={styles.chevron} />
            </summary>
            <ul className={styles.items}>
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
        );
      })}
    </>
  );
});
