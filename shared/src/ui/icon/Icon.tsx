// An icon from the icon endpoint (spec 7.6), drawn in the current text colour. Decorative unless it has a
// label. The box keeps its size while the data loads, so nothing shifts.
import { useEffect, useState, useSyncExternalStore, type CSSProperties } from 'react';
import { iconSizes, type IconSize } from '@oap/shared/tokens/tokens.ts';
import { classNames } from '@oap/shared/ui/classNames.ts';
import type { IconName } from '@oap/shared/ui/icon/iconNames.ts';
import { loadIcon, peekIcon, renderedIcon, useIconCache } from '@oap/shared/ui/icon/iconService.ts';
import styles from './Icon.module.css';

export interface IconProps {
  name: IconName;
  /** A spec size (xs 8, sm 16, md 24, lg 32, xl 40, xxl 48 px) or pixels. Default md. */
  size?: IconSize | number;
  /** Accessible name; without it the icon is hidden from assistive technology. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

// Known icons never change under a mounted Icon: nothing to subscribe to.
const subscribeNever = () => () => {};
// A server render draws the icons it has (iconService's renderedIcon), and the browser's
// hydrating render draws the same, from the page's own data; React then re-renders with what the
// browser knows (memory or localStorage) where the server drew nothing.

export function Icon({ name, size = 'md', label, className, style }: IconProps) {
  const cache = useIconCache();
  const known = useSyncExternalStore(subscribeNever, () => peekIcon(name), () => renderedIcon(name, cache));
  const [loaded, setLoaded] = useState<{ name: string; svg: string }>();
  const svg = known ?? (loaded?.name === name ? loaded.svg : undefined);

  useEffect(() => {
    if (peekIcon(name) !== undefined) return;
    let current = true;
    loadIcon(name).then(
      (result) => {
        // An unknown name leaves the box empty: no state change, no re-render.
        if (current && result !== undefined) setLoaded({ name, svg: result });
      },
      () => {
        // Every host failed: the empty box stays; the next mount asks again.
      },
    );
    return () => {
      current = false;
    };
  }, [name]);

  const px = typeof size === 'number' ? size : iconSizes[size];
  return (
    <span
      className={classNames(styles.icon, className)}
      style={{ ...style, width: px, height: px }}
      data-icon={name}
      data-loaded={svg !== undefined}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      dangerouslySetInnerHTML={svg === undefined ? undefined : { __html: svg }}
    />
  );
}
