// Earlier versions of an article stay readable at their own address, under the article's:
//   GET /{issn}/{volume}/{issue}/{identifier}/versions/{n}       the version as it was published (HTML)
//   GET /{issn}/{volume}/{issue}/{identifier}/versions/{n}/xml   its JATS XML
// The page is the server's own, plain and complete without scripts: a notice that a newer version
// exists (with its link), then the version's title, abstract and text with its figures.
import type { FastifyInstance } from 'fastify';
import { articleParamsSchema } from '@oap/contracts/api/params.schemas.ts';
import { formatDate } from '@oap/contracts/articles/articleText.ts';
import { prepareText } from '../../catalogue/articlePreparation.ts';
import { storedAssets } from '../../catalogue/publishing/publicationRecord.ts';
import type { ArticleVersionRecord, Store } from '../../catalogue/store.ts';
import { escapeHtml } from '../../platform/http/standalonePage.ts';
import { surrogateKey } from '../../platform/cache/purge.ts';
import { showKeys } from '../../platform/cache/surrogateKeys.ts';

const css = `
body { margin: 0; font-family: var(--oap-font-sans, system-ui, sans-serif); color: var(--oap-color-text, #1b1f24); background: var(--oap-color-surface, #fff); }
.bar { border-bottom: 1px solid var(--oap-color-border, #d5dbe1); padding: .5rem 1rem; }
.bar a { font-weight: 700; color: var(--oap-color-brand-strong, #083a66); text-decoration: none; }
main { max-width: 50rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; line-height: 1.6; }
.version { margin: 0 0 1.5rem; padding: .75rem 1rem; border-left: 4px solid var(--oap-color-warning, #8a5a00); background: var(--oap-color-warning-tint, #fdf3dc); }
.version p { margin: 0; }
h1 { font-family: var(--oap-font-serif, Georgia, serif); font-size: var(--oap-text-2xl, 1.75rem); line-height: 1.3; }
img { max-width: 100%; height: auto; }
figure { margin: 1.5rem 0; }
figcaption { font-size: var(--oap-text-sm, .875rem); }
table { border-collapse: collapse; }
td, th { border: 1px solid var(--oap-color-border, #d5dbe1); padding: .25rem .5rem; }
a:focus-visible { outline: 3px solid var(--oap-color-focus, #1a73e8); outline-offset: 2px; }
`;

function versionPage(record: ArticleVersionRecord, nonce: string): string {
  const text = prepareText({ xml: record.xml, assets: storedAssets(record.assets), abstractHtml: '', bodyHtml: '', references: [], reviewReports: [] });
  const newer = record.version < record.currentVersion
    ? `<p>This is version ${record.version} of this article, published on ${escapeHtml(formatDate(record.publishedAt))}. A newer version has been published: <a href="${escapeHtml(record.path)}">read the current version (version ${record.currentVersion})</a>.</p>`
    : `<p>This is the current version (version ${record.version}) of this article: <a href="${escapeHtml(record.path)}">read it on its page</a>.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8" />
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(record.title)} (version ${record.version})</title>
<link rel="canonical" href="${escapeHtml(record.path)}" />
<meta name="robots" content="noindex" />
<style nonce="${escapeHtml(nonce)}">${css}</style>
</head>
<body>
<div class="bar"><a href="/">Home</a></div>
<main>
<div class="version" role="note">${newer}<p>DOI: <a href="https://doi.org/${escapeHtml(record.doi)}">https://doi.org/${escapeHtml(record.doi)}</a></p></div>
<h1>${escapeHtml(record.title)}</h1>
${text.abstractHtml ? `<section aria-labelledby="abstract"><h2 id="abstract">Abstract</h2>${text.abstractHtml}</section>` : ''}
${text.bodyHtml}
</main>
</body>
</html>`;
}

export async function articleVersionsPlugin(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  app.get<{ Params: Record<string, string> }>('/:issn/:volume/:issue/:identifier/versions/:version', async (request, reply) => {
    const parsed = articleParamsSchema.safeParse(request.params);
    const version = Number(request.params.version);
    const record = parsed.success && Number.isInteger(version) && version > 0 ? await opts.store.articles.articleVersion(parsed.data, version) : null;
    if (!record) return reply.callNotFound();
    // A version never changes once published: it may be kept a while. Its note of a newer version
    // changes with the article's next one, whose publish purges the article's key.
    showKeys(reply, [surrogateKey.article(record.articleId)]);
    return reply.header('cache-control', 'public, max-age=3600').type('text/html; charset=utf-8').send(versionPage(record, (request as { cspNonce?: string }).cspNonce ?? ''));
  });

  app.get<{ Params: Record<string, string> }>('/:issn/:volume/:issue/:identifier/versions/:version/xml', async (request, reply) => {
    const parsed = articleParamsSchema.safeParse(request.params);
    const version = Number(request.params.version);
    const record = parsed.success && Number.isInteger(version) && version > 0 ? await opts.store.articles.articleVersion(parsed.data, version) : null;
    if (!record) return reply.callNotFound();
    showKeys(reply, [surrogateKey.article(record.articleId)]);
    return reply.header('cache-control', 'public, max-age=3600').type('application/xml; charset=utf-8').send(record.xml);
  });
}
