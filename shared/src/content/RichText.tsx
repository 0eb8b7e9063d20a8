// Shows HTML from content or the API (spec 5: rich text with frames and scripts removed), styled as
// readable body copy. Clicks on internal links inside it navigate in the app instead of reloading.
import { type HTMLAttributes, type MouseEvent } from 'react';
import { useInRouterContext, useNavigate, type NavigateFunction } from 'react-router';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { classifyHref } from '@oap/shared/content/linkSafety.ts';
import type { SafeHtml } from '@oap/shared/content/safeHtml.ts';
import styles from './RichText.module.css';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children' | 'dangerouslySetInnerHTML'> {
  /** Cleaned by the query that fetched it (safeHtml.ts): shown as it is. */
  html: SafeHtml;
  as?: 'div' | 'section' | 'article';
}

/** useNavigate only inside a router; whether there is one never changes for a mounted component. */
function useOptionalNavigate(): NavigateFunction | undefined {
  const inRouter = useInRouterContext();
  // The condition is constant for the component's life, so the hook order never changes.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- constant condition, see above
  return inRouter ? useNavigate() : undefined;
}

export function RichText({ html, as: Tag = 'div', className, onClick, ...rest }: RichTextProps) {
  const navigate = useOptionalNavigate();

  const followInternalLinks = (event: MouseEvent<HTMLElement>) => {
    onClick?.(event);
    if (!navigate || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest?.('a[href]');
    if (!(anchor instanceof HTMLAnchorElement) || !event.currentTarget.contains(anchor)) return;
    if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const { kind, href } = classifyHref(anchor.getAttribute('href') ?? '');
    if (kind !== 'internal' || href.startsWith('#')) return;
    event.preventDefault();
    void navigate(href);
  };

  return <Tag {...rest} className={classNames(styles.richText, className)} onClick={followInternalLinks} dangerouslySetInnerHTML={{ __html: html }} />;
}
