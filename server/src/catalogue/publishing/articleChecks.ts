// What an import checks in an article's XML before anything is written, each refusal with a reason a
// production editor can act on: hostile XML (entity declarations: external entities read files,
// nested ones expand without bound), well-formedness (with the line and column), the JATS structure
// and the required metadata. Notices (unknown elements, a missing figure allowed) are reported too but
// do not refuse the article.
import { DOMParser } from '@xmldom/xmldom';
import type { Element } from '@xmldom/xmldom';
import { childElements, firstChild } from '../jats/dom.ts';
import type { ParsedArticle } from '../jats/jats.ts';
import type { PublishingMeta } from '../jats/publishingMeta.ts';

export interface ImportProblem {
  /** refusal: the article is not imported; notice: it is, and this is worth knowing. */
  severity: 'refusal' | 'notice';
  code: string;
  message: string;
}

export const refusal = (code: string, message: string): ImportProblem => ({ severity: 'refusal', code, message });
export const notice = (code: string, message: string): ImportProblem => ({ severity: 'notice', code, message });

/** Largest article XML read (the largest of the corpus is under 1 MB; MathML-heavy articles reach a few). */
export const MAX_XML_BYTES = 32 * 1024 * 1024;

function lineAndColumn(text: string, index: number): string {
  const before = text.slice(0, index);
  const line = before.split('\n').length;
  return `line ${line}, column ${index - before.lastIndexOf('\n')}`;
}

/** Refusals for XML that must not be parsed at all. */
export function hostileXml(xml: string): ImportProblem | null {
  if (Buffer.byteLength(xml) > MAX_XML_BYTES) return refusal('too-large', `The XML is larger than ${MAX_XML_BYTES / 1024 / 1024} MB, the limit of an article.`);
  const doctype = /<!DOCTYPE[^[>]*\[([\s\S]*?)\]\s*>/i.exec(xml);
  const entity = doctype ? /<!ENTITY/i.exec(doctype[1] ?? '') : null;
  if (doctype && entity) {
    return refusal('entity-declaration',
      `The XML declares entities in its DOCTYPE (${lineAndColumn(xml, doctype.index + doctype[0].indexOf(entity[0]))}): refused, as entity declarations can read files on the server or expand without bound. Write characters as themselves or as numeric references (&#8211;).`);
  }
  return null;
}

/** The document's root element, or the refusal that says where it is not well-formed. */
export function parseWellFormed(xml: string): { root: Element } | { problem: ImportProblem } {
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        if (level !== 'warning') throw Object.assign(new Error(message), { level });
      },
    }).parseFromString(xml, 'text/xml');
    const root = doc.documentElement;
    if (!root) return { problem: refusal('not-well-formed', 'The file is not XML: it has no root element.') };
    return { root };
  } catch (error) {
    const where = (error as { locator?: { lineNumber?: number; columnNumber?: number } }).locator;
    const message = (error as Error).message.split('\n')[0]?.replace(/^\[xmldom [a-zA-Z]+\]\s*/, '') ?? 'unreadable';
    const at = where?.lineNumber ? ` at line ${where.lineNumber}, column ${where.columnNumber ?? 0}` : '';
    return { problem: refusal('not-well-formed', `The XML is not well-formed${at}: ${message}.`) };
  }
}

/**
 * The structure every JATS 1.x article has (archiving, publishing and authoring alike): an <article>
 * root, <front> with <article-meta> first, then at most one <body> and <back>, then sub-articles or
 * responses. A declared dtd-version must be a JATS 1.x (or NLM 3.0, its predecessor) version.
 */
export function jatsStructure(root: Element): ImportProblem[] {
  if (root.nodeName !== 'article') return [refusal('not-jats', `The root element is <${root.nodeName}>, not <article>: this is not a JATS article.`)];
  const problems: ImportProblem[] = [];
  const version = root.getAttribute('dtd-version');
  if (version && !/^(1\.\d+(d\d+)?|3\.0)$/.test(version)) problems.push(refusal('jats-version', `dtd-version="${version}" is not a JATS 1.x version.`));
  const children = childElements(root).map((child) => child.nodeName);
  if (children[0] !== 'front') problems.push(refusal('jats-structure', `<article> must begin with <front>; it begins with <${children[0] ?? 'nothing'}>.`));
  const order = ['front', 'body', 'back', 'floats-group', 'sub-article', 'response'];
  let last = 0;
  for (const name of children) {
    const at = order.indexOf(name);
    if (at < 0) problems.push(refusal('jats-structure', `<${name}> may not be a child of <article> (allowed: ${order.join(', ')}).`));
    else if (at < last) problems.push(refusal('jats-structure', `<${name}> comes after <${order[last]}> in <article>; JATS puts it before.`));
    else last = at;
  }
  for (const single of ['front', 'body', 'back']) {
    if (children.filter((name) => name === single).length > 1) problems.push(refusal('jats-structure', `<article> has more than one <${single}>.`));
  }
  const front = firstChild(root, 'front');
  if (front && !firstChild(front, 'article-meta')) problems.push(refusal('jats-structure', '<front> has no <article-meta>.'));
  return problems;
}

/** Article types a journal publishes in its own voice, often unsigned (PLOS synopses, notices): no author is required of them. */
const UNSIGNED_TYPES = new Set(['editorial', 'article-commentary', 'correction', 'retraction', 'expression-of-concern', 'news', 'announcement', 'addendum']);

/** Title, DOI, an author or group author (but for the unsigned types above), a publication date, a licence and the journal: without any of them an article cannot be published. */
export function requiredMetadata(parsed: ParsedArticle, meta: PublishingMeta): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const missing = (what: string, where: string) => problems.push(refusal('missing-metadata', `No ${what}: the article needs ${where}.`));
  if (!parsed.title) missing('title', '<title-group><article-title>');
  if (!parsed.doi) missing('DOI', '<article-id pub-id-type="doi">');
  else if (!/^10\.\d{4,9}\/\S+$/.test(parsed.doi)) problems.push(refusal('missing-metadata', `The DOI "${parsed.doi}" is not a DOI (10.prefix/suffix).`));
  if (!parsed.authors.length && !UNSIGNED_TYPES.has(parsed.articleType)) missing('author', 'at least one <contrib contrib-type="author"> with a <name> or a <collab>');
  else if (!parsed.authors.length) problems.push(notice('unsigned', `Published without an author: an unsigned ${parsed.articleType.replace(/-/g, ' ')}, as the journal's own voice.`));
  // A publish-on-accept manuscript (eLife's "POA" files) goes online as accepted, before its version
  // of record has a <pub-date>: it is dated by its acceptance, and the report says so.
  if (!parsed.dates.published && parsed.dates.accepted) {
    problems.push(notice('accepted-manuscript', `No <pub-date>: published as an accepted manuscript, dated by its acceptance (${parsed.dates.accepted}).`));
  } else if (!parsed.dates.published) missing('publication date', 'a <pub-date> with at least its year, or the accepted date of a manuscript published on acceptance');
  if (!parsed.license.url && parsed.license.name === 'All rights reserved') missing('licence', '<permissions><license> (with its xlink:href or ali:license_ref)');
  if (!meta.journal.issns.length && !meta.journal.journalIds.length) missing('journal', '<journal-meta> with an <issn> or a <journal-id>');
  return problems;
}

/** Elements the page has no rule for: kept (their text shows) and named, never dropped silently. */
export function unknownElementNotices(parsed: ParsedArticle): ImportProblem[] {
  return parsed.unknownElements.map((name) =>
    notice('unknown-element', `<${name}> is not an element this site lays out: its text is kept and shown as plain text.`));
}
