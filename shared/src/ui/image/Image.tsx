// A content image (spec 9.2): webp in the spec's widths and densities, loaded lazily. Until it scrolls
// near the viewport (IntersectionObserver) a placeholder of the same shape holds its place, so the page
// does not jump. `eager` is for the one image above the fold.
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { classNames } from '@oap/shared/ui/classNames.ts';
import { imageSources, type ImageUrlBuilder } from '@oap/shared/ui/image/imageSources.ts';
import styles from './Image.module.css';

export interface ImageProps {
  src: string;
  /** Required; "" for a decorative image. */
  alt: string;
  /** Intrinsic size in px: gives the shape, and with no `sizes` the display width for the 1x/2x srcset. */
  width?: number;
  height?: number;
  /** Responsive display size, e.g. "(min-width: 1024px) 33vw, 100vw": switches to a width srcset. */
  sizes?: string;
  eager?: boolean;
  fit?: 'cover' | 'contain';
  buildUrl?: ImageUrlBuilder;
  className?: string;
  /** How far outside the viewport loading starts. */
  rootMargin?: string;
}

export function Image({ src, alt, width, height, sizes, eager = false, fit = 'cover', buildUrl, className, rootMargin = '200px' }: ImageProps) {
  const frameRef = useRef<HTMLSpanElement | null>(null);
  const [near, setNear] = useState(eager);
  const [loaded, setLoaded] = useState(false);

  useEffect(() => {
    if (near) return;
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  const frameStyle: CSSProperties = width && height ? { aspectRatio: `${width} / ${height}` } : {};
  if (width && !sizes) frameStyle.maxWidth = width;
  const sources = imageSources(src, { ...(width === undefined ? {} : { width }), ...(sizes === undefined ? {} : { sizes }), ...(buildUrl ? { buildUrl } : {}) });
  return (
    <span ref={frameRef} className={classNames(styles.frame, loaded && styles.loaded, className)} style={frameStyle} data-state={loaded ? 'loaded' : near ? 'loading' : 'placeholder'}>
      {near ? (
        <img
          className={classNames(styles.image, styles[fit])}
          src={sources.src}
          srcSet={sources.srcSet}
          sizes={sources.sizes}
          alt={alt}
          width={width}
          height={height}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : undefined}
          ref={(image) => {
            // Already in the cache: the load event may have fired before React listened.
            if (image?.complete && image.naturalWidth > 0) setLoaded(true);
          }}
          onLoad={() => setLoaded(true)}
          // A broken image shows its alt text rather than staying invisible.
          onError={() => setLoaded(true)}
        />
      ) : (
        <>
          <span className={styles.placeholder} role={alt ? 'img' : undefined} aria-label={alt || undefined} aria-hidden={alt ? undefined : true} />
          {/* Without scripts nothing would ever load the image (pages readable with scripts off). */}
          <noscript>
            <img className={classNames(styles.image, styles[fit])} src={sources.src} srcSet={sources.srcSet} sizes={sources.sizes} alt={alt} width={width} height={height} loading="lazy" decoding="async" />
          </noscript>
        </>
      )}
    </span>
  );
}
