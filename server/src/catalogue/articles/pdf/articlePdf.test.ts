// The article PDFs over a seeded database: real PDFs (header, embedded fonts, metadata, pages, the
// text selectable), made once and kept, both page addresses (/pdf-vor, /pdf-with-cover), and display
// formulas drawn as MathJax typeset them.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { writeFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import type { ArticleDetail, ArticleSummary } from '@oap/contracts/api/articles.ts';
import type { SearchResults } from '@oap/contracts/api/search.ts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../../../test-support/catalogueApi.ts';
import { articlesApi } from '../../../features/catalogueApi/articles.ts';
import { articleFilesPlugin } from '../../../features/catalogueApi/articleFilesPlugin.ts';
import { installErrorHandling } from '../../../app/errorPolicy.ts';
import { renderArticlePdf } from './articlePdf.ts';

let t: TestApp;
/** The API and the page-address routes over the test catalogue; other paths are the site's 404. */
let site: FastifyInstance;
before(async () => {
  t = await createTestApp({ articles: 20 });
  site = Fastify();
  installErrorHandling(site);
  await site.register(articlesApi, { prefix: '/api', store: t.store });
  await site.register(articleFilesPlugin, { store: t.store });
  site.setNotFoundHandler((_request, reply) => reply.code(404).type('text/html').send('<h1>404</h1>'));
  await site.ready();
});
after(async () => {
  await site.close();
  await t.close();
});

async function pathOf(doi: string): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/api/search/articles', payload: { query: { q: doi } } });  // search lives in the test app
  const hit = res.json<SearchResults<ArticleSummary>>().items.find((item) => item.doi === doi);
  assert.ok(hit);
  return hit.path;
}

/** The text drawn on the PDF's pages, from its content streams (pdfkit writes glyph ids as hex). */
function streams(pdf: Buffer): string[] {
  const out: string[] = [];
  for (const match of pdf.toString('latin1').matchAll(/stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const end = pdf.indexOf('endstream', start, 'latin1');
    try {
      out.push(inflateSync(pdf.subarray(start, end)).toString('latin1'));
    } catch {
      // Not deflated (fonts are): skipped.
    }
  }
  return out;
}

/** The characters the PDF writes as text: its fonts' ToUnicode maps, as pdfkit embeds only the glyphs it draws. */
function textCharacters(pdf: Buffer): Set<string> {
  const characters = new Set<string>();
  for (const stream of streams(pdf).filter((text) => text.includes('beginbfrange'))) {
    for (const [, entries = ''] of stream.matchAll(/\[([^\]]*)\]/g)) {
      for (const [, hex = ''] of entries.matchAll(/<([0-9a-f ]+)>/gi)) characters.add(String.fromCharCode(...hex.split(' ').map((unit) => parseInt(unit, 16))));
    }
  }
  return characters;
}

/** The ActualText of each marked span of the pages: what a drawing stands for when the text is copied or read aloud. */
function actualTexts(pdf: Buffer): { text: string; marked: string }[] {
  return streams(pdf).flatMap((stream) =>
    Array.from(stream.matchAll(/\/Span <<\s*\/ActualText \(((?:\\.|[^\\)])*)\)\s*>> BDC([\s\S]*?)EMC/g), ([, literal = '', marked = '']) => {
      const escapes: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };
      const bytes = Buffer.from(literal.replace(/\\(.)/g, (_, escaped: string) => escapes[escaped] ?? escaped), 'latin1');
      const text = bytes[0] === 0xfe && bytes[1] === 0xff ? Buffer.from(bytes.subarray(2)).swap16().toString('utf16le') : bytes.toString('latin1');
      return { text, marked };
    }),
  );
}

/** The fill opacity of one of the PDF's named graphics states (pdfkit's opacity states, /GsN). */
function fillOpacityOf(pdf: Buffer, name: string): number | undefined {
  const text = pdf.toString('latin1');
  const ref = new RegExp(`/${name} (\\d+) 0 R`).exec(text)?.[1];
  const state = ref ? new RegExp(`\\n${ref} 0 obj\\n<<([^>]*)>>`).exec(text)?.[1] : undefined;
  const opacity = state ? /\/ca ([\d.]+)/.exec(state)?.[1] : undefined;
  return opacity === undefined ? undefined : Number(opacity);
}

test('/pdf-vor is a PDF of the article: embedded fonts, title and authors in its metadata, a page per ~600 words, kept after the first', async () => {
  const path = await pathOf('10.7554/eLife.00013');
  const first = await site.inject({ method: 'GET', url: `${path}/pdf-vor`, headers: { 'user-agent': 'Mozilla/5.0 Chrome/142' } });
  assert.equal(first.statusCode, 200);
  assert.equal(first.headers['content-type'], 'application/pdf');
  const pdf = first.rawPayload;
  writeFileSync('/tmp/oap-article-vor.pdf', pdf);
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  const text = pdf.toString('latin1');
  assert.match(text, /\/FontFile2/, 'TrueType fonts embedded');
  assert.match(text, /\/Title (\(|<|\d+ 0 R)/, 'document title in the metadata');
  const pages = (text.match(/\/Type \/Page\b/g) ?? []).length;
  assert.ok(pages >= 10, `${pages} pages`);
  assert.ok(streams(pdf).some((stream) => /Tj|TJ/.test(stream)), 'text is drawn as text');
  assert.equal(await t.rows.count(sql`SELECT COUNT(*) AS n FROM article_files WHERE kind = 'pdf-vor'`), 1);
  const again = await site.inject({ method: 'GET', url: `/api/articles${path}/pdf-vor` });
  assert.equal(again.statusCode, 200);
  assert.deepEqual(again.rawPayload, pdf, 'the kept file is sent again');
});

test("a generated article's PDF writes its example DOI but links neither it nor anything under doi.org/10.5555; a real one links its DOI", async () => {
  const generated = (await t.rows.get(sql<{ doi: string }>`SELECT doi FROM articles WHERE doi LIKE '10.5555/%' ORDER BY id LIMIT 1`))!;
  const linksOf = async (doi: string) => {
    const answer = await site.inject({ method: 'GET', url: `${await pathOf(doi)}/pdf-vor` });
    assert.equal(answer.statusCode, 200);
    return Array.from(answer.rawPayload.toString('latin1').matchAll(/\/URI \(([^)]*)\)/g), ([, uri]) => uri);
  };
  assert.deepEqual((await linksOf(generated.doi)).filter((uri) => uri?.includes('10.5555')), []);
  assert.ok((await linksOf('10.7554/eLife.00013')).includes('https://doi.org/10.7554/eLife.00013'));
});

test('/pdf-with-cover has one page more, and both routes are 404 for an unknown article', async () => {
  const path = await pathOf('10.1371/journal.pbio.1000359');
  const vor = await site.inject({ method: 'GET', url: `${path}/pdf-vor` });
  const cover = await site.inject({ method: 'GET', url: `${path}/pdf-with-cover` });
  writeFileSync('/tmp/oap-article-cover.pdf', cover.rawPayload);
  const pagesOf = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
  assert.equal(pagesOf(cover.rawPayload), pagesOf(vor.rawPayload) + 1);
  assert.equal((await site.inject({ method: 'GET', url: '/api/articles/0000-0000/1/1/1/pdf-vor' })).statusCode, 404);
});

test('/xml at the page address answers application/xml', async () => {
  const path = await pathOf('10.7554/eLife.00013');
  const res = await site.inject({ method: 'GET', url: `${path}/xml` });
  assert.equal(res.statusCode, 200);
  assert.match(res.headers['content-type'] as string, /^application\/xml/);
  assert.match(res.body, /<article-id pub-id-type="doi">10\.7554\/eLife\.00013<\/article-id>/);
});

test('the article record carries its prepared text, contents, related articles and citation styles', async () => {
  const path = await pathOf('10.7554/eLife.00013');
  const article = (await site.inject({ method: 'GET', url: `/api/articles${path}` })).json<ArticleDetail>();
  assert.ok(article.contents.length > 5);
  assert.match(article.citationStyles.apa, /Alegado, R\. A\..*\(2012\)/);
  assert.match(article.citationStyles.vancouver, /^Alegado RA/);
  assert.match(article.citationStyles.chicago, /^Alegado, Rosanna A, Laura W Brown, .* and Nicole King\. 2012\. “A bacterial/);
  assert.match(article.citationStyles.harvard, /2012/);
  assert.ok(article.related.length > 0);
  assert.ok(article.related.every((related) => related.id !== article.id));
  assert.ok(article.references.every((reference) => reference.id));
  const ris = await site.inject({ method: 'GET', url: `/api/articles${path}/citation/ris` });
  assert.match(ris.body, /^TY {2}- JOUR/m);
  assert.match(ris.headers['content-disposition'] as string, /attachment; filename=".*\.ris"/);
  const bib = await site.inject({ method: 'GET', url: `/api/articles${path}/citation/bibtex` });
  assert.match(bib.body, /@article\{/);
  const enw = await site.inject({ method: 'GET', url: `/api/articles${path}/citation/endnote` });
  assert.match(enw.body, /^%0 Journal Article\n%T A bacterial sulfonolipid/);
  assert.equal((await site.inject({ method: 'GET', url: `/api/articles${path}/citation/doc` })).statusCode, 400);
});

test('a display formula is drawn as MathJax typeset it, its linear text invisible over it; one MathJax cannot read is written as text', async () => {
  const path = await pathOf('10.7554/eLife.00013');
  const detail = (await site.inject({ method: 'GET', url: `/api/articles${path}` })).json<ArticleDetail>();
  const withBody = (bodyHtml: string): ArticleDetail => ({ ...detail, abstractHtml: '', keywords: [], references: [], bodyHtml });
  const typeset = Buffer.from(
    await renderArticlePdf(
      withBody(
        '<p>Before.</p><div class="disp-formula" id="eq1"><math display="block"><mi>ζ</mi><mo>=</mo><mfrac><mi>ϑ</mi><mi>ϰ</mi></mfrac></math><span class="formula-label">(1)</span></div><p>After.</p>' +
          '<div class="disp-formula-group"><div class="disp-formula"><math display="block"><mi>η</mi></math></div><div class="disp-formula"><math display="block"><mi>θ</mi></math></div></div>',
      ),
      'pdf-vor',
    ),
  );
  writeFileSync('/tmp/oap-article-formula.pdf', typeset);
  const formulas = actualTexts(typeset);
  assert.deepEqual(formulas.map((formula) => formula.text), ['ζ=ϑ/ϰ', 'η', 'θ'], 'each formula of a group drawn');
  const [formula] = formulas;
  assert.ok(formula);
  assert.match(formula.marked, /\d c\n[\s\S]*\nf\n/, 'the glyphs as filled outlines');
  const [outlines = '', ...texts] = formula.marked.split(/\nBT\n/);
  assert.equal(texts.length, 1, 'one text: the linear text');
  const textState = Array.from(outlines.matchAll(/\/(Gs\d+) gs/g)).at(-1)?.[1] ?? '';
  assert.equal(fillOpacityOf(typeset, textState), 0, 'written invisibly');
  const searchable = textCharacters(typeset);
  for (const letter of ['ζ', 'ϑ', 'ϰ']) assert.ok(searchable.has(letter), `${letter} can be searched for`);

  const unreadable = Buffer.from(
    await renderArticlePdf(
      withBody('<div class="disp-formula"><math display="block"><mfrac><mi>ξ</mi></mfrac></math><span class="formula-label">(2)</span></div><div class="disp-formula"><math display="block"><mfoo><mi>ψ</mi></mfoo></math></div>'),
      'pdf-vor',
    ),
  );
  assert.match(unreadable.subarray(-8).toString('latin1'), /%%EOF/);
  assert.ok(textCharacters(unreadable).has('ξ') && textCharacters(unreadable).has('ψ'), 'written as linear text');
  assert.deepEqual(actualTexts(unreadable), []);
});
