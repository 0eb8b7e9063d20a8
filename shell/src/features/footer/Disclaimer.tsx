// The footer's Disclaimer popover (spec 2.9, 9.2): the kit's tooltip, opening on hover or focus of its
// button (and so on a tap, which focuses it), closing 200 ms after both have left or at once on
// Escape; 20rem wide, above the button, at the end edge below 1440 px.
import { disclaimerTooltip } from '@oap/shared/tokens/tokens.ts';
import { Tooltip } from '@oap/shared/ui/tooltip/Tooltip.tsx';
import { useViewport } from '../site/useViewport.ts';
import styles from './Footer.module.css';

export const disclaimerText =
  'Statements, opinions and data contained in all publications are solely those of the individual author(s) and contributor(s) and not of the publisher and/or the editor(s). The publisher and/or the editor(s) disclaim responsibility for any injury to people or property resulting from any ideas, methods, instructions or products referred to in the content.';

export function Disclaimer() {
  const { width } = useViewport();
  const position = width < disclaimerTooltip.popoverBelowPx ? disclaimerTooltip.popoverPosition : disclaimerTooltip.position;
  return (
    <Tooltip content={disclaimerText} position={position} width={disclaimerTooltip.width}>
      <button type="button" className={styles.linkButton}>
        Disclaimer
      </button>
    </Tooltip>
  );
}
