// The rail's disclosures (Cite, Share) as a reader expects of a menu: one open at a time, Escape
// closes the open one and puts focus back on its summary, a click outside closes it.
import { useEffect, type RefObject } from 'react';

export function useRailDisclosures(rail: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = rail.current;
    if (!element) return undefined;
    const open = () => [...element.querySelectorAll<HTMLDetailsElement>('details[open]')];
    const onToggle = (event: Event) => {
      const toggled = event.target as HTMLDetailsElement;
      if (!toggled.open) return;
      for (const other of open()) if (other !== toggled) other.open = false;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const current = (event.target as Element | null)?.closest?.('details[open]') as HTMLDetailsElement | null;
      if (!current || !element.contains(current)) return;
      current.open = false;
      current.querySelector('summary')?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      for (const details of open()) if (!details.contains(event.target as Node)) details.open = false;
    };
    // toggle does not bubble: listen in the capture phase.
    element.addEventListener('toggle', onToggle, true);
    element.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      element.removeEventListener('toggle', onToggle, true);
      element.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [rail]);
}
