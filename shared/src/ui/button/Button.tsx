// The kit's button (spec 4, 9.2): sizes sm, md and lg (default), variants tonal (default), filled, outline
// and text. While loading it shows a spinner, says it is busy and ignores clicks, but keeps focus.
import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { Icon } from '@oap/shared/ui/icon/Icon.tsx';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import { Spinner } from '@oap/shared/ui/spinner/Spinner.tsx';
import styles from './Button.module.css';

export type ButtonSize = 'sm' | 'md' | 'lg';
export type ButtonVariant = 'tonal' | 'filled' | 'outline' | 'text';

export const buttonDefaults = { size: 'lg', variant: 'tonal' } as const satisfies { size: ButtonSize; variant: ButtonVariant };

export interface ButtonLookProps {
  size?: ButtonSize;
  variant?: ButtonVariant;
  iconStart?: IconName;
  iconEnd?: IconName;
  fullWidth?: boolean;
}

export interface ButtonProps extends ButtonLookProps, Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  type?: 'button' | 'submit' | 'reset';
  loading?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

const iconSizeFor = { sm: 'sm', md: 'sm', lg: 'md' } as const;

/** Class names of the button look, for ButtonLink and anything else that must look like a button. */
export function buttonClassName({ size = buttonDefaults.size, variant = buttonDefaults.variant, fullWidth, iconOnly, loading, className }: ButtonLookProps & { iconOnly?: boolean; loading?: boolean; className?: string | undefined }): string {
  return classNames(styles.button, styles[size], styles[variant], fullWidth && styles.fullWidth, iconOnly && styles.iconOnly, loading && styles.loading, className);
}

/** Icon, label, icon: the inside shared by Button and ButtonLink. */
export function ButtonContent({ size = buttonDefaults.size, iconStart, iconEnd, children }: { size?: ButtonSize; iconStart?: IconName | undefined; iconEnd?: IconName | undefined; children?: ReactNode }) {
  return (
    <>
      {iconStart ? <Icon name={iconStart} size={iconSizeFor[size]} /> : null}
      {children !== undefined && children !== null && children !== false ? <span className={styles.label}>{children}</span> : null}
      {iconEnd ? <Icon name={iconEnd} size={iconSizeFor[size]} /> : null}
    </>
  );
}

export function Button({ size = buttonDefaults.size, variant = buttonDefaults.variant, type = 'button', loading = false, iconStart, iconEnd, fullWidth, className, children, onClick, ref, ...rest }: ButtonProps) {
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const iconOnly = (children === undefined || children === null) && Boolean(iconStart ?? iconEnd);
  return (
    <button
      {...rest}
      ref={ref}
      type={type}
      className={buttonClassName({ size, variant, fullWidth, iconOnly, loading, className })}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || rest['aria-disabled'] || undefined}
      data-size={size}
      data-variant={variant}
    >
      <span className={styles.content}>
        <ButtonContent size={size} iconStart={iconStart} iconEnd={iconEnd}>
          {children}
        </ButtonContent>
      </span>
      {loading ? <Spinner className={styles.spinner} /> : null}
    </button>
  );
}
