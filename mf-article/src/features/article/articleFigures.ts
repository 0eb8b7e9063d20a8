// The article's figures that open in the viewer, read from the body's HTML as the import writes it:
// <figure class="article-figure" data-figure><a class="article-figure-link" href="{original}"
// data-zoom-src="{largest webp}" data-zoom-width data-zoom-height><img …></a><figcaption>…</figcaption>
// </figure>, with figure supplements as figures of their own right after their figure. Figures
// whose image is missing (data-figure-missing) have no link and are not in the list.
export const FIGURE_LINK_SELECTOR = 'a.article-figure-link[data-zoom-src]';

export interface ZoomableFigure {
  /** The figure's id in the page (its anchor). */
  id: string;
  /** "Figure 2", "Figure 2—figure supplement 1": the caption's label, else its place. */
  label: string;
  /** The largest image, shown in the viewer. */
  src: string;
  width: number;
  height: number;
  alt: string;
  /** The original file: where the link leads without scripts. */
  original: string;
  /** The caption as the server prepared it (trusted: it is part of the article's prepared body). */
  captionHtml: string;
  /** The figure's link in the page: focus returns there when the viewer closes. */
  link: HTMLAnchorElement;
}

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number : 0;
};

export function zoomableFigures(root: ParentNode): ZoomableFigure[] {
  return [...root.querySelectorAll<HTMLAnchorElement>(FIGURE_LINK_SELECTOR)].map((link, index) => {
    const figure = link.closest('figure');
    const caption = figure?.querySelector(':scope > figcaption') ?? null;
    const image = link.querySelector('img');
    const label = caption?.querySelector('.caption-label')?.textContent?.trim().replace(/[.:]$/, '');
    return {
      id: figure?.id ?? '',
      label: label || `Figure ${index + 1}`,
      src: link.dataset['zoomSrc'] ?? '',
      width: positive(link.dataset['zoomWidth'] ?? image?.getAttribute('width') ?? undefined),
      height: positive(link.dataset['zoomHeight'] ?? image?.getAttribute('height') ?? undefined),
      alt: image?.getAttribute('alt') ?? '',
      original: link.getAttribute('href') ?? '',
      // Ids stay with the figure in the page: the viewer's copy of the caption must not repeat them.
      captionHtml: (caption?.innerHTML ?? '').replace(/\sid="[^"]*"/g, ''),
      link,
    };
  });
}
