// A short description for one control (spec 4, 9.2). Opens when the activator is hovered or focused, closes
// 200 ms after both hover and focus have left, stays open while the panel itself is hovered, and closes
// at once on Escape. Defaults: position bottom, offset 12 px, z-index 50. The activator is described
// by the panel (role=tooltip + aria-describedby).
import { cloneElement, useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type CSSProperties, type ReactElement, type ReactNode } from 'react';
import { tooltipDefaults } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { useEscapeKey } from '@oap/shared/ui/useEscapeKey.ts';
import styles from './Tooltip.module.css';

export type TooltipPosition = 'top' | 'bottom' | 'left' | 'right' | 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';

export interface TooltipProps {
  content: ReactNode;
  /** The activator: one element that can take focus (a button, a link). */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  position?: TooltipPosition;
  /** Distance between activator and panel, px. */
  offset?: number;
  zIndex?: number;
  /** Panel width, for example "20rem" for the footer disclaimer. */
  width?: string;
  closeDelayMs?: number;
  disabled?: boolean;
  className?: string;
}

export function Tooltip({
  content,
  children,
  position = tooltipDefaults.position,
  offset = tooltipDefaults.offset,
  zIndex = tooltipDefaults.zIndex,
  width,
  closeDelayMs = tooltipDefaults.closeDelayMs,
  disabled = false,
  className,
}: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const hovered = useRef(false);
  const focused = useRef(false);
  const closeTimer = useRef<number | undefined>(undefined);
  const panelRef = useRef<HTMLSpanElement | null>(null);

  const cancelClose = () => {
    window.clearTimeout(closeTimer.current);
    closeTimer.current = undefined;
  };
  const engage = (source: 'hover' | 'focus') => {
    if (source === 'hover') hovered.current = true;
    else focused.current = true;
    cancelClose();
    if (!disabled) setOpen(true);
  };
  const release = (source: 'hover' | 'focus') => {
    if (source === 'hover') hovered.current = false;
    else focused.current = false;
    if (hovered.current || focused.current) return;
    cancelClose();
    closeTimer.current = window.setTimeout(() => setOpen(false), closeDelayMs);
  };
  const dismiss = useCallback(() => {
    window.clearTimeout(closeTimer.current);
    setOpen(false);
  }, []);

  useEscapeKey(open, dismiss);

  useEffect(() => () => window.clearTimeout(closeTimer.current), []);

  // Keeps the open panel inside the viewport: shifted sideways by as much as it would stick out.
  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (!open || !panel) return;
    panel.style.setProperty('--tooltip-shift', '0px');
    const rect = panel.getBoundingClientRect();
    const margin = 8;
    const viewport = document.documentElement.clientWidth || window.innerWidth;
    let shift = 0;
    if (rect.width > 0 && rect.left < margin) shift = margin - rect.left;
    else if (rect.width > 0 && rect.right > viewport - margin) shift = viewport - margin - rect.right;
    panel.style.setProperty('--tooltip-shift', `${Math.round(shift)}px`);
  }, [open, position, width]);

  const describedBy = [children.props['aria-describedby'], id].filter(Boolean).join(' ');
  const panelStyle = { zIndex, width, '--tooltip-offset': `${offset}px` } as CSSProperties;
  const [side] = position.split('-') as ['top' | 'bottom' | 'left' | 'right'];
  return (
    <span
      className={classNames(styles.root, className)}
      onMouseEnter={() => engage('hover')}
      onMouseLeave={() => release('hover')}
      onFocus={() => engage('focus')}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) release('focus');
      }}
    >
      {cloneElement(children, { 'aria-describedby': describedBy })}
      <span ref={panelRef} id={id} role="tooltip" className={classNames(styles.panel, styles[side])} style={panelStyle} hidden={!open} data-position={position}>
        {content}
      </span>
    </span>
  );
}
