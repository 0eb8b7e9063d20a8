// A figure's image as the page shows it: the markup the article layout and the full-size viewer are
// built against (docs/publishing.md, "Figure markup"), from the files the import stored. Each image
// comes as webp at the spec's widths through `srcset` and `sizes`, with its width and height (nothing
// shifts while it loads), lazily below the first figure; the link opens the original, and the viewer
// takes the largest rendition from data-zoom-*. A figure whose image the package lacked keeps its
// caption and says so.
import { formatFileSize } from '@oap/contracts/site/textFormat.ts';
import { escapeHtml } from './dom.ts';

export interface ImageRendition {
  url: string;
  width: number;
  height: number;
}

export interface FigureImage {
  /** The original file (JPEG, PNG, TIFF, GIF), for download. */
  originalUrl: string;
  /** Webp renditions, narrowest first. */
  renditions: ImageRendition[];
}

export interface FileDownload {
  url: string;
  name: string;
  size: number;
  mediaType: string;
}

/** The article's stored files, by the href its XML names them with. */
export interface ArticleFiles {
  /** The image, null when the package lacked it, undefined when the XML's href is not one of the article's files. */
  image(href: string): FigureImage | null | undefined;
  download(href: string): FileDownload | null | undefined;
}

/** The width the page shows a figure at (the article column from the lg breakpoint), for `sizes`. */
export const FIGURE_SIZES = '(min-width: 1024px) 860px, 100vw';

/** The rendition the `src` names (browsers without srcset support, and the default): 640 wide or the nearest below. */
function defaultRendition(renditions: ImageRendition[]): ImageRendition {
  return [...renditions].reverse().find((rendition) => rendition.width <= 640) ?? (renditions[0] as ImageRendition);
}

/** The link and image of a figure (the part of the contract between <figure> and <figcaption>). */
export function figureImageHtml(image: FigureImage, alt: string, eager: boolean): string {
  const largest = image.renditions[image.renditions.length - 1] as ImageRendition;
  const shown = defaultRendition(image.renditions);
  const srcset = image.renditions.map((rendition) => `${escapeHtml(rendition.url)} ${rendition.width}w`).join(', ');
  return `<a class="article-figure-link" href="${escapeHtml(image.originalUrl)}" data-zoom-src="${escapeHtml(largest.url)}" data-zoom-width="${largest.width}" data-zoom-height="${largest.height}">`
    + `<img src="${escapeHtml(shown.url)}" srcset="${srcset}" sizes="${FIGURE_SIZES}" width="${shown.width}" height="${shown.height}" alt="${escapeHtml(alt)}" loading="${eager ? 'eager' : 'lazy'}" decoding="async"></a>`;
}

export const MISSING_IMAGE_NOTICE = 'The image of this figure was not supplied with the article.';

/** What a figure without its image shows in the image's place. */
export function missingImageHtml(originalUrl: string | null): string {
  const link = originalUrl ? ` <a href="${escapeHtml(originalUrl)}">See the original article</a>.` : '';
  return `<p class="article-figure-missing">${MISSING_IMAGE_NOTICE}${link}</p>`;
}

/** A supplementary file's download link, or the note that it was not supplied. */
export function downloadHtml(download: FileDownload | null, href: string): string {
  if (!download) return `<p class="file-note">File <code>${escapeHtml(href.replace(/^.*\//, ''))}</code> was not supplied with the article.</p>`;
  return `<p class="file-download"><a href="${escapeHtml(download.url)}" download="${escapeHtml(download.name)}">Download ${escapeHtml(download.name)}</a> <span class="file-size">(${formatFileSize(download.size)})</span></p>`;
}
