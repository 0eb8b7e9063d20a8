// The one link component (spec 5): internal targets become real <a href> links (client-side navigation
// inside a router), an external URL is followed only when `external` is set, and javascript:, data: and
// vbscript: targets are never linked. A refused link keeps its text, without the link.
import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link, useInRouterContext } from 'react-router';
import { classifyHref } from '@oap/shared/content/linkSafety.ts';

export interface SafeLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Allows a target outside the site. Without it such a link is refused. */
  external?: boolean;
  /** Opens the target in a new tab, says so to screen readers, and cuts the opener. */
  newTab?: boolean;
  /** Internal only: load the target as a full page instead of navigating in the app. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

export function SafeLink({ to, external = false, newTab = false, reloadDocument, children, ref, rel, target, ...anchor }: SafeLinkProps) {
  const inRouter = useInRouterContext();
  const { kind, href } = classifyHref(to);
  if (kind === 'dangerous' || (kind === 'external' && !external)) {
    return (
      <span className={anchor.className} style={anchor.style} id={anchor.id} data-link-refused={kind}>
        {children}
      </span>
    );
  }
  const tabProps = newTab ? { target: '_blank', rel: rel ? `${rel} noopener noreferrer` : 'noopener noreferrer' } : { target, rel };
  const content = (
    <>
      {children}
      {newTab ? <span className="oap-visually-hidden"> (opens in a new tab)</span> : null}
    </>
  );
  if (kind === 'internal' && inRouter) {
    return (
      <Link {...anchor} {...tabProps} ref={ref} to={href} reloadDocument={reloadDocument}>
        {content}
      </Link>
    );
  }
  return (
    <a {...anchor} {...tabProps} ref={ref} href={href}>
      {content}
    </a>
  );
}
