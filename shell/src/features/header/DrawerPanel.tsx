// The drawer's panel (MobileDrawer.tsx): the modal dialog and its focus handling, loaded when the
// reader first opens the menu, or points at or focuses its button. Its links (DrawerMenus.tsx) are
// also the no-script menu's, so they come with the page.
import { useEffect, useRef, type RefObject } from 'react';
import { Link, useLocation } from 'react-router';
import { PublisherLogo } from '@oap/shared/ui/publisher-logo/PublisherLogo.tsx';
import { DrawerMenus } from './DrawerMenus.tsx';
import styles from './MobileDrawer.module.css';

/** On <html> while the drawer is open: the page behind keeps its scroll position and does not move. */
export const drawerOpenClass = 'oap-drawer-open';

export interface DrawerPanelProps {
  id: string;
  open: boolean;
  setOpen: (open: boolean) => void;
  routeName: string | undefined;
  toggle: RefObject<HTMLButtonElement | null>;
}

export default function DrawerPanel({ id: drawerId, open, setOpen, routeName, toggle }: DrawerPanelProps) {
  const { pathname, search } = useLocation();
  const panel = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = panel.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    else if (!open && dialog.open) dialog.close();
    document.documentElement.classList.toggle(drawerOpenClass, open);
    return () => document.documentElement.classList.remove(drawerOpenClass);
  }, [open]);

  return (
    <dialog
      ref={panel}
      id={drawerId}
      className={styles.drawer}
      aria-label="Site menu"
      // Escape (the dialog's own cancel) and any other close end in the same state.
      onClose={() => {
        setOpen(false);
        toggle.current?.focus();
      }}
      // A click on the dimmed page beside the panel (the dialog's own box outside the panel) closes it.
      onClick={(event) => {
        if (event.target === event.currentTarget) setOpen(false);
      }}
    >
      <div className={styles.panel}>
        <div className={styles.head}>
          <Link to="/" className={styles.logo}>
            <PublisherLogo />
          </Link>
          <button type="button" className={styles.close} onClick={() => setOpen(false)}>
            <span className="oap-visually-hidden">Close menu</span>
            <span aria-hidden="true" className={styles.cross} />
          </button>
        </div>
        <nav aria-label="Menu" className={styles.nav}>
          <DrawerMenus routeName={routeName} pathname={pathname} search={search} />
        </nav>
      </div>
    </dialog>
  );
}
