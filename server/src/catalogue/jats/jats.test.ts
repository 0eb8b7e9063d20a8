import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { DOMParser } from '@xmldom/xmldom';
import { listXmlFiles } from '../seed/corpus.ts';
import { isoDate } from './front.ts';
import { parseJats } from './jats.ts';
import { NOT_SHOWN } from './body.ts';

const corpus = fileURLToPath(new URL('../../../corpus/jats/', import.meta.url));
const read = (file: string) => readFileSync(`${corpus}${file}`, 'utf8');
const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Facts read straight from the XML with regular expressions, independently of the parser. */
function facts(xml: string) {
  // Comments are not content (some PLOS files keep an old MathML version of a formula in one).
  const main = (xml.split('<sub-article')[0] ?? xml).replace(/<!--[\s\S]*?-->/g, '');
  const titleGroup = /<title-group>([\s\S]*?)<\/title-group>/.exec(main)?.[1] ?? '';
  const title = (/<article-title>([\s\S]*?)<\/article-title>/.exec(titleGroup)?.[1] ?? '').replace(/<[^>]+>/g, '').replace(/\s+/g, ' ').trim();
  const firstAuthor = /<contrib contrib-type="author"[\s\S]*?<surname>([^<]+)<\/surname>/.exec(main)?.[1];
  const doi = /<article-id pub-id-type="doi">([^<]+)<\/article-id>/.exec(main)?.[1];
  const references = count(main, /<ref[\s>]/g);
  const subArticles = count(xml, /<sub-article[\s>]/g);
  // What the page shows of the main article: abstracts, body and back matter, but the reference list (shown as data).
  const shown = main.slice(Math.max(0, main.indexOf('<abstract'))).replace(/<ref-list[\s>][\s\S]*?<\/ref-list>/g, '');
  const text = main.slice(main.indexOf('<body')).replace(/<ref-list[\s>][\s\S]*?<\/ref-list>/g, '');
  return {
    title,
    firstAuthor,
    doi,
    references,
    subArticles,
    sections: count(shown, /<sec[\s>]/g),
    figures: count(text, /<fig[\s>]/g),
    tables: count(text, /<table-wrap[\s>]/g),
    math: count(shown, /<mml:math[\s>]/g),
    formulas: count(shown, /<(inline|disp)-formula[\s>]/g),
  };
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
  assert.match(article.bodyHtml, /<section id="[^"]+"><h2>Introduction<\/h2>/);
  assert.match(article.bodyHtml, /<a href="#bib\d+">/, 'citations link to their reference');
  assert.equal(article.references.find((r) => r.id === 'bib1')?.label, '1');
  // The corpus's JATS files come without their images: each figure keeps its caption and says so.
  assert.match(article.bodyHtml, /<figure class="article-figure" id="fig1" data-figure data-figure-missing><p class="article-figure-missing">The image of this figure was not supplied with the article\. <a href="https:\/\/doi\.org\/10\.7554\/eLife\.00013">/);
  assert.match(article.bodyHtml, /<figcaption><span class="caption-label">Figure 1\.<\/span>/);
  assert.ok(article.keywords.includes('Salpingoeca rosetta'));
  const king = article.authors.find((a) => a.surname === 'King');
  assert.equal(king?.corresponding, true);
  assert.equal(king?.email, 'nking@berkeley.edu');
  assert.match(article.affiliations[king?.affiliations[0] ?? -1] ?? '', /University of California, Berkeley/);
  assert.equal(article.references[1]?.text, 'Ahmed I, Yokota A, Fujiwara T (2007). Chimaereicella boritolerans sp nov., a boron-tolerant and alkaliphilic bacterium of the family Flavobacteriaceae isolated from soil. Int J Syst Evol Microbiol 57:986–992.');
  // The eLife digest opens the text; funding and back matter follow it, each an entry of the contents.
  assert.equal(article.contents[0]?.label, 'eLife digest');
  assert.ok(article.contents.some((entry) => entry.label === 'Funding'));
  assert.ok(article.contents.some((entry) => entry.label === 'Acknowledgements'));
  for (const entry of article.contents) assert.match(article.bodyHtml, new RegExp(`<section id="${entry.id}"`), entry.label);
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

test('formulas are MathML: Bayes’ rule in elife-00666 is a fraction, long display formulas are Full formula elements', () => {
  const article = parseJats(read('elife/elife-00666.xml'));
  assert.equal(count(article.abstractHtml + article.bodyHtml, /<math[\s>]/g), 7);
  assert.match(article.bodyHtml, /<math display="block"><mrow><mi>P<\/mi><mo>\(<\/mo><mi>c<\/mi>/);
  assert.match(article.bodyHtml, /<mfrac>/);
  assert.doesNotMatch(article.bodyHtml, /mml:/);
  assert.ok(article.reviewReports.some((report) => report.html.includes('<math')), 'formulas in the review reports too');
  const long = parseJats(read('elife/elife-14093-v1.xml'));
  assert.match(long.bodyHtml, /<div class="disp-formula" id="[^"]+"><full-formula><math display="block">/);
  assert.match(long.bodyHtml, /<div class="disp-formula" id="[^"]+"><math display="block">/, 'short ones are shown whole');
  assert.match(long.bodyHtml, /<span class="formula-label">\(\d+\)<\/span>/);
});

test('tables become HTML tables in named scrolling regions, and the ORCID is normalised', () => {
  const article = parseJats(read('elife/elife-14093-v1.xml'));
  assert.match(article.bodyHtml, /<div class="table-scroll" tabindex="0" role="region" aria-label="[^"]+ \(scrolls sideways\)"><table>.*<tr>.*<t[dh][ >]/s);
  assert.ok(article.authors.some((a) => a.orcid?.startsWith('https://orcid.org/')));
});

test('the cells of a table head are column headers, as eLife writes them as <td> (every data cell then has its header)', () => {
  const { bodyHtml } = parseJats(read('elife/elife00013.xml'));
  const heads = [...bodyHtml.matchAll(/<thead>(.*?)<\/thead>/gs)].map((match) => match[1]!);
  assert.ok(heads.length >= 3, 'the eLife article has tables with heads');
  for (const head of heads) {
    assert.doesNotMatch(head, /<td[ >]/);
    assert.match(head, /<th scope="col">/);
  }
});

test('under an empty corner cell, the first cell of each row is its row header, and the corner is no header: every data cell has a header to be announced with', () => {
  const { bodyHtml } = parseJats(read('plos/journal.pone.0016976.xml'));
  const tables = [...bodyHtml.matchAll(/<table>(.*?)<\/table>/gs)].map((match) => match[1]!);
  assert.ok(tables.length >= 3, 'the PLOS article has tables');
  for (const table of tables) {
    const head = /<thead>(.*?)<\/thead>/s.exec(table)?.[1] ?? '';
    assert.match(head, /^<tr><td><\/td><th scope="col">/, 'the empty corner is a plain cell');
    assert.doesNotMatch(table, /<th[^>]*><\/th>/, 'no header is empty');
    const rows = [...(/<tbody>(.*?)<\/tbody>/s.exec(table)?.[1] ?? '').matchAll(/<tr>(.*?)<\/tr>/gs)].map((match) => match[1]!);
    assert.ok(rows.length > 0);
    for (const row of rows) assert.match(row, /^(<th( colspan="\d+")? scope="row">|<td><\/td>)/);
    assert.ok(rows.some((row) => row.startsWith('<th scope="row">')));
  }
  // A table whose head names its first column keeps data cells there.
  const elife = parseJats(read('elife/elife00013.xml')).bodyHtml;
  assert.match(elife, /<tbody><tr><td>/);
  // A table printed in two halves side by side has a second column of row labels under a second empty head cell.
  const halves = parseJats(read('elife/elife02935.xml')).bodyHtml;
  assert.match(halves, /<tr><th scope="row">Breast<\/th><td>284<\/td>(<td>[^<]*<\/td>){4}<th scope="row">Meningioma<\/th><td>0<\/td>/);
  assert.match(halves, /<tr>(<td><\/td>){6}<th scope="row">Chordoma<\/th>/);
});

const HTML_TAGS = new Set([
  'section', 'aside', 'div', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'em', 'strong', 'sup', 'sub', 'u', 's',
  'code', 'pre', 'span', 'abbr', 'a', 'br', 'hr', 'figure', 'figcaption', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'blockquote',
  'small', 'full-formula',
]);
const MATH_TAGS = /^(math|mi|mn|mo|ms|mtext|mspace|mrow|mfrac|msqrt|mroot|mstyle|merror|mpadded|mphantom|msub|msup|msubsup|munder|mover|munderover|mmultiscripts|mprescripts|none|mtable|mtr|mtd|mlabeledtr|menclose|maction)$/;
const ATTRIBUTES = new Set(['id', 'href', 'class', 'colspan', 'rowspan', 'rel', 'tabindex', 'role', 'aria-label', 'type', 'scope']);

test('every corpus file renders completely: no element without a rule, whitelisted markup, and the counts of the XML', () => {
  const files = listXmlFiles(corpus);
  assert.equal(files.length, 144);
  for (const path of files) {
    const xml = readFileSync(path, 'utf8');
    const article = parseJats(xml);
    const expected = facts(xml);
    assert.ok(article.title, `${path} has a title`);
    assert.ok(article.doi, `${path} has a DOI`);
    assert.deepEqual(article.unknownElements, [], `${path}: elements without a rule`);
    const shown = article.abstractHtml + article.bodyHtml;
    assert.equal(count(shown, /<section(?=[\s>])(?![^>]*class=)/g), expected.sections, `${path}: sections`);
    assert.equal(count(shown, /<figure class="article-figure[ "]/g), expected.figures, `${path}: figures`);
    assert.equal(count(shown, /<figure class="table"/g), expected.tables, `${path}: tables`);
    assert.equal(count(shown, /<math[\s>]/g), expected.math, `${path}: MathML formulas`);
    assert.equal(count(shown, /class="(inline|disp)-formula"/g), expected.formulas, `${path}: formulas`);
    assert.equal(article.references.length, expected.references, `${path}: references`);
    assert.equal(article.counts.figures, expected.figures);
    for (const html of [article.bodyHtml, article.abstractHtml, ...article.reviewReports.map((r) => r.html)]) {
      for (const [, tag, attrs] of html.matchAll(/<([a-z0-9-]+)((?:\s[^>]*)?)>/g)) {
        assert.ok(HTML_TAGS.has(tag ?? '') || MATH_TAGS.test(tag ?? ''), `${path}: tag <${tag}> is not whitelisted`);
        if (MATH_TAGS.test(tag ?? '')) continue;
        for (const [, name] of (attrs ?? '').matchAll(/\s([a-z-]+)=/g)) assert.ok(ATTRIBUTES.has(name ?? ''), `${path}: attribute ${name}`);
        assert.doesNotMatch(attrs ?? '', /href="(?!#|https?:|mailto:)/, `${path}: unsafe href`);
        assert.doesNotMatch(attrs ?? '', /\son[a-z]+=/, `${path}: event handler`);
      }
    }
    // Every in-page link leads to something on the page (an element here, or a reference).
    const ids = new Set([...article.bodyHtml.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]).concat(article.references.map((r) => r.id ?? ''), ['references']));
    for (const [, target] of article.bodyHtml.matchAll(/href="#([^"]+)"/g)) assert.ok(ids.has(target ?? ''), `${path}: link to #${target}`);
  }
});

/** Every word of an element's text, counted. */
function words(text: string): Map<string, number> {
  const out = new Map<string, number>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []) out.set(word, (out.get(word) ?? 0) + 1);
  return out;
}

test('elife-kitchen-sink.xml drops nothing: every word of its body and back matter is on the page', () => {
  const xml = read('elife/elife-kitchen-sink.xml');
  const article = parseJats(xml);
  assert.deepEqual(article.unknownElements, []);
  const doc = new DOMParser().parseFromString(xml, 'text/xml');
  const main = doc.documentElement!;
  // The XML's text, without what is deliberately shown elsewhere or not at all (NOT_SHOWN: identifiers, image files).
  const skip = new Set([...NOT_SHOWN, 'ref-list', 'sub-article', 'front', 'mml:annotation', 'mml:annotation-xml']);
  const texts: string[] = [];
  const walk = (node: import('@xmldom/xmldom').Node) => {
    for (let i = 0; i < node.childNodes.length; i++) {
      const child = node.childNodes[i]!;
      if (child.nodeType === 3) texts.push(child.nodeValue ?? '');
      else if (child.nodeType === 1 && !skip.has(child.nodeName)) {
        // A copyright statement says the year and holder again: the page shows the statement.
        const repeated = /^copyright-(year|holder)$/.test(child.nodeName) && Array.from(node.childNodes).some((n) => n.nodeName === 'copyright-statement');
        if (!repeated) walk(child);
      }
    }
  };
  walk(main);
  // Words split at every tag on both sides ("<italic>A. alkaliphilus</italic>AC-74" is two runs of text).
  const page = words(article.bodyHtml.replace(/<[^>]+>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&'));
  const missing: string[] = [];
  for (const [word, times] of words(texts.join(' '))) if ((page.get(word) ?? 0) < times) missing.push(`${word} (${times}, page ${page.get(word) ?? 0})`);
  assert.deepEqual(missing, []);
  // The front matter's notes are on the page too: funding and the author notes.
  assert.match(article.bodyHtml, /<h2>Funding<\/h2>/);
  assert.match(article.bodyHtml, /These authors contributed equally to this work/);
  assert.match(article.bodyHtml, /Department of Wellcome Trust, Sanger Institute/);
});

test("an award's recipients are named as people are, given names first, each on its own even when one element holds two", () => {
  const article = parseJats(read('elife/elife00013.xml'));
  assert.match(article.bodyHtml, /<li>National Institutes of Health \(R01 GM099533\): Jon Clardy, Nicole King<\/li>/);
  assert.match(article.bodyHtml, /<li>Gordon and Betty Moore Foundation Marine Microbiology Initiative: Nicole King<\/li>/);
  // Its research organism is "Other": no keyword; its author keywords are.
  assert.deepEqual(article.keywords, ['Salpingoeca rosetta', 'Algoriphagus', 'bacterial sulfonolipid', 'multicellular development']);
});

test("every table's scrolling region has a name of its own: a wrap of several tables names its parts, a table without a label its place among those without one", () => {
  for (const file of ['elife/elife-00666.xml', 'elife/elife04490.xml', 'plos/journal.pbio.0020188.xml']) {
    const { bodyHtml } = parseJats(read(file));
    const names = [...bodyHtml.matchAll(/role="region" aria-label="([^"]+)"/g)].map((match) => match[1]);
    assert.deepEqual(names, [...new Set(names)], file);
  }
  assert.match(parseJats(read('elife/elife-00666.xml')).bodyHtml, /aria-label="Table 2, part 1 of 2 \(scrolls sideways\)"/);
});

test('rejects a document that is not JATS', () => {
  assert.throws(() => parseJats('<html><body/></html>'), /Not a JATS article/);
  assert.throws(() => parseJats('<article><front>'), /Not a JATS article/);
});

test("footnotes of a footnote group or a table's foot are blocks, never a <div> inside a <p> (HTML parses that into stray </p> tags)", () => {
  for (const file of ['elife/elife00013.xml', 'elife/elife-00666.xml']) {
    const { bodyHtml } = parseJats(read(file));
    assert.match(bodyHtml, /<div class="table-foot"><div class="footnote"/, file);
    assert.doesNotMatch(bodyHtml, /<p>\s*<div/, file);
  }
});

test('no body of the corpus skips a heading level: a section without a title leaves its subsections where they were', () => {
  const skips: string[] = [];
  for (const file of listXmlFiles(corpus)) {
    const { bodyHtml } = parseJats(readFileSync(file, 'utf8'));
    // The page's own h1 is the title, and the body's sections start at h2.
    let previous = 1;
    for (const match of bodyHtml.matchAll(/<h([1-6])\b/g)) {
      const level = Number(match[1]);
      if (level > previous + 1) skips.push(`${file.slice(corpus.length)}: h${previous} then h${level}`);
      previous = level;
    }
  }
  assert.deepEqual(skips, []);
  const untitled = parseJats(`<article dtd-version="1.2"><front><article-meta><title-group><article-title>T</article-title></title-group></article-meta></front>
    <body><sec><sec><title>Inner</title><p>x</p></sec></sec></body></article>`);
  assert.match(untitled.bodyHtml, /<h2>Inner<\/h2>/);
});

test('a publication date is a day of the calendar: a month or day missing, unreadable or out of range is the nearest there is', () => {
  const date = (inner: string) => isoDate(new DOMParser().parseFromString(`<pub-date>${inner}</pub-date>`, 'text/xml').documentElement ?? undefined);
  assert.equal(date('<day>15</day><month>6</month><year>2004</year>'), '2004-06-15');
  assert.equal(date('<day>31</day><month>2</month><year>2023</year>'), '2023-02-28');
  assert.equal(date('<day>31</day><month>2</month><year>2024</year>'), '2024-02-29');
  assert.equal(date('<day>0</day><month>13</month><year>2024</year>'), '2024-12-01');
  assert.equal(date('<month>Spring</month><year>2024</year>'), '2024-01-01');
  assert.equal(date('<year>24</year>'), null);
});
