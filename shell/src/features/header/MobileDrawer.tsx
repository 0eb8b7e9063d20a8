// The navigation drawer for screens below lg, opened by an icon button (spec 2.9): a panel from the
// left edge, modal (a <dialog> shown with showModal: the page behind is inert and dimmed, focus stays
// in the panel, Escape closes it), and the page does not scroll behind it. Its groups open one by one.
// The panel's code (DrawerPanel.tsx) comes when it is first wanted.
//
// Every page must work without scripts, and the button and its dialog need them. So the server's
// markup also holds the same menu as a <details> disclosure opening under the header, which the
// browser runs by itself; CSS shows it until React has the page (<html data-hydrated>, ShellFrame)
// and the scripted button from then on. Both are in the markup either way: the server and the
// hydrating render draw the same thing.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useViewport } from '../site/useViewport.ts';
import { DrawerMenus } from './DrawerMenus.tsx';
import styles from './MobileDrawer.module.css';

const loadPanel = () => import(/* webpackChunkName: "on-demand-drawer" */ './DrawerPanel.tsx');
const DrawerPanel = lazy(loadPanel);

export function MobileDrawer({ routeName }: { routeName: string | undefined }) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (closing keeps it, so a second opening is at once).
  const [wanted, setWanted] = useState(false);
  const { pathname, search } = useLocation();
  const drawerId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  // Device detection (50 ms after a resize): a window widened past lg has the top navigation, so
  // an open drawer closes rather than wait, hidden, to reappear when it narrows again.
  const { mobile } = useViewport();
  useEffect(() => setOpen(false), [pathname, search, mobile]);

  return (
    <>
      <details className={styles.fallback} data-no-script-menu="">
        <summary className={styles.toggle}>
          {/* Its name follows the disclosure's state, as the scripted drawer's two buttons do. */}
          <span className={`oap-visually-hidden ${styles.whenClosed}`}>Open menu</span>
          <span className={`oap-visually-hidden ${styles.whenOpen}`}>Close menu</span>
          <span aria-hidden="true" className={styles.burger} />
        </summary>
        <nav aria-label="Menu" className={styles.fallbackPanel}>
          <DrawerMenus routeName={routeName} pathname={pathname} search={search} />
        </nav>
      </details>
      <button
        ref={toggle}
        type="button"
        className={`${styles.toggle} ${styles.scripted}`}
        aria-expanded={open}
        aria-controls={wanted ? drawerId : undefined}
        aria-haspopup="dialog"
        // Intent: the panel's code is fetched before the click lands.
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onTouchStart={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <span className="oap-visually-hidden">Open menu</span>
        <span aria-hidden="true" className={styles.burger} />
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <DrawerPanel id={drawerId} open={open} setOpen={setOpen} routeName={routeName} toggle={toggle} />
        </Suspense>
      )}
    </>
  );
}
