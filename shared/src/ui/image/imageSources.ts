// Image URLs and srcset of spec 9.2: webp, at widths 320, 640, 768, 1024, 1280 and 1536, densities 1 and 2.
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';
import { imageDensities, imageFormat, imageWidths } from '@oap/shared/tokens/tokens.ts';

export type ImageUrlBuilder = (src: string, width: number, format: string) => string;

/** Default: the static-asset host (runtime config assetBase) resizes by query, e.g. /img/a.jpg?width=640&format=webp. */
export const defaultImageUrl: ImageUrlBuilder = (src, width, format) => {
  const { assetBase } = runtimeConfig();
  const base = assetBase && src.startsWith('/') && !src.startsWith('//') ? `${assetBase.replace(/\/+$/, '')}${src}` : src;
  return `${base}${base.includes('?') ? '&' : '?'}width=${width}&format=${format}`;
};

/** Every width a responsive image may need: the six widths at both densities, smallest first. */
export function responsiveWidths(): number[] {
  return [...new Set(imageWidths.flatMap((width) => imageDensities.map((density) => width * density)))].sort((a, b) => a - b);
}

export interface ImageSources {
  src: string;
  srcSet: string;
  sizes?: string;
}

/**
 * With a fixed display width: a density srcset (1x, 2x). Without one: a width srcset over the spec widths
 * at both densities, chosen by `sizes` (default the full viewport width).
 */
export function imageSources(src: string, options: { width?: number; sizes?: string; buildUrl?: ImageUrlBuilder } = {}): ImageSources {
  const build = options.buildUrl ?? defaultImageUrl;
  if (options.width !== undefined && options.sizes === undefined) {
    return {
      src: build(src, options.width, imageFormat),
      srcSet: imageDensities.map((density) => `${build(src, options.width! * density, imageFormat)} ${density}x`).join(', '),
    };
  }
  const widths = responsiveWidths();
  return {
    src: build(src, imageWidths[1], imageFormat),
    srcSet: widths.map((width) => `${build(src, width, imageFormat)} ${width}w`).join(', '),
    sizes: options.sizes ?? '100vw',
  };
}
