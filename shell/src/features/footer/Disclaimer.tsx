// The footer's Disclaimer popover (spec 2.9, 9.2): opens above its button, 20rem wide, at the end
// edge below 1440 px; closes on Escape or a second press.
import { useId, useRef, useState } from 'react';
import { useEscapeKey } from '@oap/shared/ui/useEscapeKey.ts';
import styles from './Footer.module.css';

export const disclaimerText =
  'Statements, opinions and data contained in all publications are solely those of the individual author(s) and contributor(s) and not of the publisher and/or the editor(s). The publisher and/or the editor(s) disclaim responsibility for any injury to people or property resulting from any ideas, methods, instructions or products referred to in the content.';

export function Disclaimer() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  useEscapeKey(open, () => {
    setOpen(false);
    button.current?.focus();
  });
  return (
    <span className={styles.disclaimer}>
      <button ref={button} type="button" className={styles.linkButton} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
        Disclaimer
      </button>
      <span id={panelId} role="note" className={styles.disclaimerPanel} hidden={!open}>
        {disclaimerText}
      </span>
    </span>
  );
}
