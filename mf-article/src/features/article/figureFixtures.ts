// Figures as the import writes them into an article's body (the markup FigureViewer.tsx is built
// against): two figures, the second followed by its supplement, and a figure whose image is missing.
import { importedArticle } from './articleFixtures.ts';
import type { ArticleDetail } from '@oap/contracts/api/articles.ts';

function figure(id: string, label: string, title: string, file: string, width: number, height: number, extra = '', className = 'article-figure') {
  const media = `/media/articles/90412/${file}`;
  return (
    `<figure class="${className}" id="${id}" data-figure>` +
    `<a class="article-figure-link" href="${media}.jpg" data-zoom-src="${media}-1600.webp" data-zoom-width="${width}" data-zoom-height="${height}">` +
    `<img src="${media}-640.webp" srcset="${media}-640.webp 640w, ${media}-1024.webp 1024w, ${media}-1600.webp 1600w" sizes="(min-width: 1024px) 53rem, 100vw" width="${width}" height="${height}" alt="${title}" loading="lazy" decoding="async"></a>` +
    `<figcaption><span class="caption-label">${label}.</span> <span class="caption-title">${title}</span><p>Caption text of ${label}.</p></figcaption></figure>${extra}`
  );
}

export const figuresBodyHtml =
  '<section id="s1"><h2>Results</h2><p>Responses moved earlier (<a href="#fig1">Figure 1</a>; <a href="#bib1">Schultz, 1997</a>).</p>' +
  figure('fig1', 'Figure 1', 'Recording sites.', 'fig1', 1600, 900) +
  figure(
    'fig2',
    'Figure 2',
    'Licking before the reward.',
    'fig2',
    1200,
    1600,
    `<div class="article-figure-supplements">${figure('fig2s1', 'Figure 2—figure supplement 1', 'Licking in every session.', 'fig2-figsupp1', 1600, 1000, '', 'article-figure article-figure-supplement')}</div>`,
  ) +
  '<figure class="article-figure" id="fig3" data-figure data-figure-missing><p class="figure-missing">The image of this figure could not be brought in; see the original article.</p><figcaption><span class="caption-label">Figure 3.</span> <span class="caption-title">Histology.</span></figcaption></figure>' +
  '</section>';

export const articleWithFigures: ArticleDetail = {
  ...importedArticle,
  bodyHtml: figuresBodyHtml,
  contents: [{ id: 's1', label: 'Results' }],
};
