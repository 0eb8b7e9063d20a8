// The phone's Contents: a button in the action bar that opens the contents as a modal panel (a native
// <dialog>: focus moves in and stays in, the page behind is inert, Escape closes and focus returns to
// the button). Choosing a section closes the panel and goes there. Before scripts run it is a plain
// link to the contents in the text.
import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@oap/shared/routing/useHydrated.ts';
import type { ArticleContentsEntry } from '@oap/contracts/api/articles.ts';
import { ArticleContents } from './ArticleContents.tsx';
import styles from './ArticleRail.module.css';

export const PAGE_CONTENTS_ID = 'article-contents';

function closeDialog(dialog: HTMLDialogElement | null) {
  if (!dialog) return;
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

export function ContentsPanel({ entries, className }: { entries: ArticleContentsEntry[]; className: string }) {
  // The link the server rendered (and hydration keeps), then the button once scripts run.
  const enhanced = useHydrated();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!open || !element) return;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    // Start where the reader is: the section being read, else the first.
    (element.querySelector<HTMLElement>('a[aria-current]') ?? element.querySelector<HTMLElement>('nav a'))?.focus();
  }, [open]);

  const close = (returnFocus: boolean) => {
    closeDialog(dialog.current);
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };

  if (!enhanced) {
    return (
      <a className={className} href={`#${PAGE_CONTENTS_ID}`}>
        Contents
      </a>
    );
  }
  return (
    <>
      <button ref={button} type="button" className={className} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        Contents
      </button>
      {open && (
        <dialog
          ref={dialog}
          className={styles.sheet}
          aria-labelledby="contents-panel-heading"
          onCancel={(event) => {
            event.preventDefault();
            close(true);
          }}
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.preventDefault();
            close(true);
          }}
          onClick={(event) => {
            // A section chosen: the article's link handling scrolls there and moves focus to it.
            if ((event.target as Element).closest('a')) close(false);
            // A click on the backdrop (the dialog itself; its box is all sheetBody) closes it.
            else if (event.target === dialog.current) close(true);
          }}
        >
          <div className={styles.sheetBody}>
            <div className={styles.sheetHead}>
              <h2 id="contents-panel-heading">Contents</h2>
              <button type="button" className={styles.sheetClose} onClick={() => close(true)}>
                Close
              </button>
            </div>
            <ArticleContents entries={entries} headingId="contents-panel-heading" heading={false} />
          </div>
        </dialog>
      )}
    </>
  );
}
