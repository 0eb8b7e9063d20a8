// A link that looks like a Button (for example "Go back to Home"), with SafeLink's rules for targets.
import { SafeLink, type SafeLinkProps } from '@oap/shared/content/SafeLink.tsx';
import { buttonClassName, ButtonContent, buttonDefaults, type ButtonLookProps } from '@oap/shared/ui/button/Button.tsx';
import styles from './Button.module.css';

export interface ButtonLinkProps extends ButtonLookProps, SafeLinkProps {}

export function ButtonLink({ size = buttonDefaults.size, variant = buttonDefaults.variant, iconStart, iconEnd, fullWidth, className, children, ...link }: ButtonLinkProps) {
  const iconOnly = (children === undefined || children === null) && Boolean(iconStart ?? iconEnd);
  return (
    <SafeLink {...link} className={buttonClassName({ size, variant, fullWidth, iconOnly, className })} data-size={size} data-variant={variant}>
      <span className={styles.content}>
        <ButtonContent size={size} iconStart={iconStart} iconEnd={iconEnd}>
          {children}
        </ButtonContent>
      </span>
    </SafeLink>
  );
}
