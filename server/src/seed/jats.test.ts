import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { listXmlFiles } from './corpus.ts';
import { parseJats } from './jats.ts';

const corpus = fileURLToPath(new URL('../../corpus/jats/', import.meta.url));
const read = (file: string) => readFileSync(`${corpus}${file}`, 'utf8');

/** Facts read straight from the XML with regular expressions, independently of the parser. */
function facts(xml: string) {
  const main = xml.split('<sub-article')[0] ?? xml;
  const titleGroup = /<title-group>([\s\S]*?)<\/title-group>/.exec(main)?.[1] ?? '';
  const title = (/<article-title>([\s\S]*?)<\/article-title>/.exec(titleGroup)?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  const firstAuthor = /<contrib contrib-type="author"[\s\S]*?<surname>([^<]+)<\/surname>/.exec(main)?.[1];
  const doi = /<article-id pub-id-type="doi">([^<]+)<\/article-id>/.exec(main)?.[1];
  const references = (main.match(/<ref[\s>]/g) ?? []).length;
  const subArticles = (xml.match(/<sub-article[\s>]/g) ?? []).length;
  return { title, firstAuthor, doi, references, subArticles };
}

test('parses a real eLife article: title, first author, DOI, references, review reports', () => {
  const xml = read('elife/elife00013.xml');
  const expected = facts(xml);
  const article = parseJats(xml);
  assert.equal(article.title, expected.title);
  assert.equal(article.authors[0]?.surname, expected.firstAuthor);
  assert.equal(article.doi, expected.doi);
  assert.equal(article.references.length, expected.references);
  assert.ok(expected.references > 50);
  assert.equal(article.reviewReports.length, expected.subArticles);
  assert.deepEqual(article.reviewReports.map((r) => r.kind), ['decision-letter', 'author-response']);
  assert.equal(article.articleType, 'research-article');
  assert.equal(article.journalTitle, 'eLife');
  assert.deepEqual(article.license, { name: 'CC BY 3.0', url: 'https://creativecommons.org/licenses/by/3.0/' });
  assert.deepEqual(article.dates, { received: '2012-05-22', revised: null, accepted: '2012-07-18', published: '2012-10-15' });
  assert.match(article.abstractHtml, /^<p>Bacterially-produced/);
  assert.doesNotMatch(article.abstractHtml, /DOI:/, 'the eLife DOI paragraph is dropped');
  assert.match(article.bodyHtml, /<section[^>]*><h2>Introduction<\/h2>/);
  assert.match(article.bodyHtml, /<a href="#bib\d+">/, 'citations become in-page links');
  assert.match(article.bodyHtml, /<figure id="fig1"><figcaption><strong>Figure 1\.<\/strong>/);
  assert.ok(article.keywords.includes('Salpingoeca rosetta'));
  const king = article.authors.find((a) => a.surname === 'King');
  assert.equal(king?.corresponding, true);
  assert.match(article.affiliations[king?.affiliations[0] ?? -1] ?? '', /University of California, Berkeley/);
  assert.equal(article.references[1]?.text, 'Ahmed I, Yokota A, Fujiwara T (2007). Chimaereicella boritolerans sp nov., a boron-tolerant and alkaliphilic bacterium of the family Flavobacteriaceae isolated from soil. Int J Syst Evol Microbiol 57:986–992.');
});

test('parses a real PLOS article, including its prose licence', () => {
  const xml = read('plos/journal.pbio.1000359.xml');
  const expected = facts(xml);
  const article = parseJats(xml);
  assert.equal(article.title, expected.title);
  assert.equal(article.authors[0]?.surname, expected.firstAuthor);
  assert.equal(article.doi, expected.doi);
  assert.equal(article.references.length, expected.references);
  assert.ok(article.authors.some((a) => a.surname === 'Béjà'));
  assert.equal(article.journalTitle, 'PLoS Biology');
  assert.equal(article.publisher, 'Public Library of Science');
  assert.equal(article.license.name, 'CC BY');
  assert.equal(article.license.url, 'https://creativecommons.org/licenses/by/');
  assert.ok(article.dates.published?.startsWith('2010-'));
  assert.ok(article.bodyText.length > 1000);
});

test('tables become HTML tables and the ORCID is normalised', () => {
  const article = parseJats(read('elife/elife-14093-v1.xml'));
  assert.match(article.bodyHtml, /<table>.*<tr>.*<t[dh][ >]/s);
  assert.ok(article.authors.some((a) => a.orcid?.startsWith('https://orcid.org/')));
});

test('every corpus file parses, and the HTML uses only whitelisted tags and attributes', () => {
  const allowed = new Set(['section', 'aside', 'div', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'em', 'strong', 'sup', 'sub', 'u', 's', 'code', 'span', 'a', 'br', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'blockquote', 'small']);
  const files = listXmlFiles(corpus);
  assert.equal(files.length, 144);
  for (const path of files) {
    const article = parseJats(readFileSync(path, 'utf8'));
    assert.ok(article.title, `${path} has a title`);
    assert.ok(article.doi, `${path} has a DOI`);
    for (const html of [article.bodyHtml, article.abstractHtml, ...article.reviewReports.map((r) => r.html)]) {
      for (const [, tag, attrs] of html.matchAll(/<([a-z0-9]+)((?:\s[^>]*)?)>/g)) {
        assert.ok(allowed.has(tag ?? ''), `${path}: tag <${tag}> is not whitelisted`);
        for (const [, name] of (attrs ?? '').matchAll(/\s([a-z-]+)=/g)) {
          assert.ok(['id', 'href', 'class', 'colspan', 'rowspan', 'rel'].includes(name ?? ''), `${path}: attribute ${name}`);
        }
        assert.doesNotMatch(attrs ?? '', /href="(?!#|https?:|mailto:)/, `${path}: unsafe href`);
      }
    }
  }
});

test('rejects a document that is not JATS', () => {
  assert.throws(() => parseJats('<html><body/></html>'), /Not a JATS article/);
  assert.throws(() => parseJats('<article><front>'), /Not a JATS article/);
});
