// The trail to the current page (spec 2.10, 9.2). Default label "Breadcrumbs". When the trail does not fit
// its width, the middle items collapse into a disabled ellipsis; the width is measured (ResizeObserver)
// unless the caller passes containerWidth. Until then (and without scripts) the labels shorten instead. Optionally emits schema.org BreadcrumbList structured data.
import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { SafeLink } from '@oap/shared/content/SafeLink.tsx';
import { siteOrigin } from '@oap/shared/site/runtimeConfig.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import styles from './Breadcrumbs.module.css';

export interface BreadcrumbItem {
  label: string;
  /** Omitted on the current page (the last item). */
  to?: string;
  icon?: IconName;
  disabled?: boolean;
  external?: boolean;
}

export interface BreadcrumbsProps {
  items: BreadcrumbItem[];
  ariaLabel?: string;
  /** 'auto' (default) collapses when the full trail is wider than the space; true or false force it. */
  collapse?: boolean | 'auto';
  /** The width available in px, when the caller knows it; otherwise it is measured. */
  containerWidth?: number;
  /** Emits a JSON-LD BreadcrumbList. */
  structuredData?: boolean;
  /** Origin for the absolute URLs of the structured data; default the page's origin. */
  siteUrl?: string;
  className?: string;
}

export const breadcrumbsDefaultLabel = 'Breadcrumbs';

/** schema.org BreadcrumbList for the full trail. */
export function breadcrumbListJsonLd(items: BreadcrumbItem[], siteUrl: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => {
      const element: Record<string, unknown> = { '@type': 'ListItem', position: index + 1, name: item.label };
      if (item.to) element.item = new URL(item.to, siteUrl).href;
      return element;
    }),
  };
}

type Entry = { kind: 'item'; item: BreadcrumbItem; index: number } | { kind: 'ellipsis'; hidden: BreadcrumbItem[] };

function entriesFor(items: BreadcrumbItem[], collapsed: boolean): Entry[] {
  const all: Entry[] = items.map((item, index) => ({ kind: 'item', item, index }));
  if (!collapsed || items.length < 3) return all;
  return [all[0] as Entry, { kind: 'ellipsis', hidden: items.slice(1, -1) }, all[all.length - 1] as Entry];
}

function Crumb({ item, current }: { item: BreadcrumbItem; current: boolean }) {
  const content = (
    <>
      {item.icon ? <Icon name={item.icon} size="sm" /> : null}
      <span className={styles.text}>{item.label}</span>
    </>
  );
  if (current) {
    return (
      <span className={classNames(styles.crumb, styles.current)} aria-current="page">
        {content}
      </span>
    );
  }
  if (item.disabled || !item.to) {
    return (
      <span className={classNames(styles.crumb, styles.disabled)} aria-disabled="true">
        {content}
      </span>
    );
  }
  return (
    <SafeLink className={classNames(styles.crumb, styles.link)} to={item.to} external={item.external ?? false}>
      {content}
    </SafeLink>
  );
}

function Trail({ entries, count }: { entries: Entry[]; count: number }) {
  return entries.map((entry, position) => (
    <li key={entry.kind === 'item' ? `item-${entry.index}` : 'ellipsis'} className={classNames(styles.entry, entry.kind === 'ellipsis' && styles.fixed)}>
      {position > 0 ? <span className={styles.separator} aria-hidden="true" /> : null}
      {entry.kind === 'item' ? (
        <Crumb item={entry.item} current={entry.index === count - 1} />
      ) : (
        <button type="button" className={styles.ellipsis} disabled aria-label={`${entry.hidden.length} more: ${entry.hidden.map((item) => item.label).join(', ')}`} title={entry.hidden.map((item) => item.label).join(' › ')}>
          …
        </button>
      )}
    </li>
  ));
}

/** The width the full trail needs: the list laid out at its natural width, read, and put back (one reflow). */
function naturalWidth(list: HTMLOListElement): number {
  const previous = list.style.width;
  list.style.width = 'max-content';
  const width = list.offsetWidth;
  list.style.width = previous;
  return width;
}

export function Breadcrumbs({ items, ariaLabel = breadcrumbsDefaultLabel, collapse = 'auto', containerWidth, structuredData = false, siteUrl, className }: BreadcrumbsProps) {
  const navRef = useRef<HTMLElement | null>(null);
  const listRef = useRef<HTMLOListElement | null>(null);
  const trailKey = items.map((item) => `${item.label}\u0000${item.to ?? ''}`).join('\u0001');
  // The verdict belongs to one trail: a new trail renders in full first, so it can be measured. Only
  // a collapsed trail is state: a trail that fits (the usual case, and what the server rendered) sets
  // nothing, so hydrating it causes no second, synchronous render of the page.
  const [collapsedTrail, setCollapsedTrail] = useState<string | null>(null);
  const measuredCollapsed = collapsedTrail === trailKey;
  // A collapsed trail cannot be measured at its full width: the width it had in full is kept.
  const fullWidthRef = useRef<{ trail: string; width: number } | null>(null);
  const measuredOnce = useRef(false);

  const judge = useCallback(
    (fullWidth: number) => {
      const available = containerWidth ?? navRef.current?.clientWidth ?? 0;
      // jsdom and hidden parents report 0: nothing to compare, keep the full trail.
      const collapsed = available > 0 && fullWidth > available;
      // Unchanged state makes React skip the render. While the page hydrates (the shell marks
      // <html data-hydrated> once it has), in a transition: set from a layout effect it would
      // otherwise be rendered at once, in the task that commits the whole page's hydration (with
      // every effect of the page flushed first). After that (a client-side navigation), at once,
      // so the trail is never painted in full and then collapsed.
      const update = () => setCollapsedTrail(collapsed ? trailKey : null);
      if (typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-hydrated')) startTransition(update);
      else update();
    },
    [containerWidth, trailKey],
  );

  useLayoutEffect(() => {
    const list = listRef.current;
    if (collapse !== 'auto' || !list) return;
    let observer: ResizeObserver | undefined;
    const measure = () => {
      const kept = fullWidthRef.current;
      const fullWidth = measuredCollapsed && kept?.trail === trailKey ? kept.width : naturalWidth(list);
      fullWidthRef.current = { trail: trailKey, width: fullWidth };
      judge(fullWidth);
      if (containerWidth !== undefined || typeof ResizeObserver === 'undefined' || !navRef.current) return;
      observer = new ResizeObserver(() => judge(fullWidth));
      observer.observe(navRef.current);
    };
    // As the page hydrates, the first measure waits for the next frame: the reflow it forces is then
    // the frame's own layout, not a layout of the whole page inside the task that commits its
    // hydration (~6 ms of it on an article, on a desktop). The server rendered the full trail, which
    // shows meanwhile.
    const hydrating = !measuredOnce.current && typeof document !== 'undefined' && !document.documentElement.hasAttribute('data-hydrated');
    measuredOnce.current = true;
    const frame = hydrating && typeof requestAnimationFrame === 'function' ? requestAnimationFrame(measure) : 0;
    if (!frame) measure();
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer?.disconnect();
    };
  }, [collapse, containerWidth, judge, measuredCollapsed, trailKey]);

  const collapsed = collapse === 'auto' ? measuredCollapsed : collapse;
  // From the runtime config, not window.location, so the server's JSON-LD matches the browser's.
  const origin = siteUrl ?? (siteOrigin() || 'http://localhost');
  return (
    <nav ref={navRef} aria-label={ariaLabel} className={classNames(styles.breadcrumbs, className)} data-collapsed={collapsed && items.length >= 3}>
      <ol ref={listRef} className={styles.list}>
        <Trail entries={entriesFor(items, collapsed)} count={items.length} />
      </ol>
      {structuredData ? (
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(breadcrumbListJsonLd(items, origin)).replace(/</g, '\\u003c') }} />
      ) : null}
    </nav>
  );
}
