// A card that leads somewhere (spec 2.10: Find Relevant Journals, Editorial Process, Get Support): logo,
// heading, description and an action link. The whole card is clickable through the action link, which
// stays the one real <a href> (described by the heading) for keyboard and screen-reader users.
import { useId, type CSSProperties, type ReactNode } from 'react';
import { SafeLink } from '@oap/shared/content/SafeLink.tsx';
import { fontWeights, type FontWeight, type TextStyle } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import styles from './QuickLinkCard.module.css';

export type HeadingVariant = 'h2' | 'h3' | 'h4' | 'h5' | 'h6' | 'p';

export interface QuickLinkCardProps {
  title: string;
  description?: ReactNode;
  to: string;
  /** The target is outside the site (opens in a new tab); required for SafeLink to follow it. */
  external?: boolean;
  /** A logo or illustration shown above the heading (decorative unless it carries its own alt text). */
  logo?: ReactNode;
  /** The link's words and icon; without it the heading itself is the link. */
  action?: { label: string; icon?: IconName };
  /** Heading size and weight from the type scale, e.g. { textStyle: 'lg', fontWeight: 'semibold' }. */
  customHeading?: { textStyle?: TextStyle; fontWeight?: FontWeight | number };
  /** The heading element; default h3. */
  headingVariant?: HeadingVariant;
  className?: string;
}

export function QuickLinkCard({ title, description, to, external = false, logo, action, customHeading, headingVariant = 'h3', className }: QuickLinkCardProps) {
  const titleId = useId();
  const Heading = headingVariant;
  const headingStyle: CSSProperties = {};
  if (customHeading?.textStyle) headingStyle.fontSize = `var(--oap-text-${customHeading.textStyle})`;
  if (customHeading?.fontWeight !== undefined) headingStyle.fontWeight = typeof customHeading.fontWeight === 'number' ? customHeading.fontWeight : fontWeights[customHeading.fontWeight];
  const actionIcon = action?.icon ?? (external ? 'external' : 'arrow-right');
  return (
    <article className={classNames(styles.card, className)}>
      {logo ? <div className={styles.logo}>{logo}</div> : null}
      <Heading id={titleId} className={styles.title} style={headingStyle}>
        {action ? (
          title
        ) : (
          <SafeLink to={to} external={external} newTab={external} className={styles.stretched}>
            {title}
          </SafeLink>
        )}
      </Heading>
      {description ? <div className={styles.description}>{description}</div> : null}
      {action ? (
        <SafeLink to={to} external={external} newTab={external} className={classNames(styles.action, styles.stretched)} aria-describedby={titleId}>
          <span>{action.label}</span>
          {actionIcon ? <Icon name={actionIcon} size="sm" /> : null}
        </SafeLink>
      ) : null}
    </article>
  );
}
