// A card that presents one feature or offer: icon or media, heading, text and an optional link
// (spec 9.2: alignment left, center or right, in row or column layout).
import type { ReactNode } from 'react';
import { SafeLink } from '@oap/shared/content/SafeLink.tsx';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import styles from './FeatureCard.module.css';

export type FeatureCardAlignment = 'left' | 'center' | 'right';
export type FeatureCardLayout = 'row' | 'column';

export interface FeatureCardProps {
  title: string;
  children?: ReactNode;
  icon?: IconName;
  /** An image or illustration; takes the place of the icon. */
  media?: ReactNode;
  alignment?: FeatureCardAlignment;
  layout?: FeatureCardLayout;
  headingLevel?: 'h2' | 'h3' | 'h4';
  action?: { label: string; to: string; external?: boolean };
  /** Draws the card on the tinted surface with a border. */
  framed?: boolean;
  className?: string;
}

export function FeatureCard({ title, children, icon, media, alignment = 'left', layout = 'column', headingLevel = 'h3', action, framed = true, className }: FeatureCardProps) {
  const Heading = headingLevel;
  return (
    <section className={classNames(styles.card, styles[layout], styles[alignment], framed && styles.framed, className)} data-alignment={alignment} data-layout={layout}>
      {media ? <div className={styles.media}>{media}</div> : icon ? <span className={styles.iconBadge}><Icon name={icon} size="md" /></span> : null}
      <div className={styles.body}>
        <Heading className={styles.title}>{title}</Heading>
        {children ? <div className={styles.text}>{children}</div> : null}
        {action ? (
          <SafeLink to={action.to} external={action.external ?? false} newTab={action.external ?? false} className={styles.action}>
            {action.label}
            <Icon name={action.external ? 'external' : 'arrow-right'} size="sm" />
          </SafeLink>
        ) : null}
      </div>
    </section>
  );
}
