// The publisher's logo: the configured image, or the drawn mark (a globe's meridians on the brand
// colour) beside the publisher's name. The header shows the short name, the footer the full one.
import { currentPublisher } from '@oap/contracts/site/publisher.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import styles from './PublisherLogo.module.css';

export interface PublisherLogoProps {
  /** 'short' in the header, 'full' in the footer and on the kit page. */
  name?: 'short' | 'full';
  /** On a dark surface (the footer): the mark turns white on the surface's colour. */
  inverse?: boolean;
  className?: string;
  /** On the drawn logo's name: the header hides it where the room is short. */
  nameClassName?: string;
}

/** The drawn mark alone, decorative (the name beside it, or the link around it, says what it is); drawn by CSS. */
export function PublisherMark({ className }: { className?: string }) {
  return <span className={classNames(styles.mark, className)} aria-hidden="true" />;
}

export function PublisherLogo({ name = 'short', inverse = false, className, nameClassName }: PublisherLogoProps) {
  const publisher = currentPublisher();
  const label = name === 'short' ? publisher.shortName : publisher.name;
  if (publisher.logoUrl) {
    return <img className={classNames(styles.image, className)} src={publisher.logoUrl} alt={publisher.name} />;
  }
  return (
    <span className={classNames(styles.logo, inverse && styles.inverse, className)}>
      <PublisherMark />
      <span className={classNames(styles.name, nameClassName)}>{label}</span>
    </span>
  );
}
