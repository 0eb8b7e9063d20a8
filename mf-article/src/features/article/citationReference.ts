// One reference of an article as Google Scholar's citation_reference content:
// "citation_title=...; citation_author=...; citation_journal_title=...; citation_year=...; citation_doi=...".
// References are stored as formatted text (server/src/catalogue/jats/jats.ts formatCitation writes
// "Authors (Year). Title. Source 12(3):45–67."; older records are Vancouver style), so the parts are
// read back from those two shapes. A reference in neither shape is given as its text, which Scholar
// also reads (as OJS sites send it), with the DOI added when the text lacks it.
import type { ArticleReference } from '@oap/contracts/api/articles.ts';

export interface ParsedReference {
  title?: string;
  authors: string[];
  journal?: string;
  year?: string;
  doi?: string;
}

/** "Authors (2019). Title. Source 12(3):45." as written by the JATS import and the generated catalogue. */
const authorYearShape = /^(.*?)\s*\((\d{4})[a-z]?\)\.\s+(.+)$/;
/** "Authors. Title. Journal. 1997;275:1593–1599." (Vancouver). */
const vancouverShape = /^([^.]+?)\.\s+(.+?[.?!])\s+([^.;]+?)\.?\s+((?:1[5-9]|20)\d{2})\b/;

function splitAuthors(text: string): string[] {
  return text
    .split(/,\s+|\s+and\s+/)
    .map((name) => name.replace(/\s*\bet al\.?$/i, '').trim())
    .filter((name) => name && !/^et al\.?$/i.test(name) && !/^…$/.test(name));
}

/**
 * Title up to its closing "." (or "?"/"!"), and what follows it. A full stop after a lone capital is
 * an initial ("report of Pamela H. Lewis"), not the end of the title.
 */
function splitTitle(rest: string): [title: string, after: string] {
  const text = rest.trim();
  for (const end of text.matchAll(/[.?!](?=\s|$)/g)) {
    const before = text.slice(0, end.index);
    if (end[0] === '.' && /(?:^|\s)\p{Lu}$/u.test(before)) continue;
    return [end[0] === '.' ? before : before + end[0], text.slice(end.index + 1).trim()];
  }
  return [text, ''];
}

/**
 * Parsed references by their text and DOI: the Scholar tags and the JSON-LD both read each one, and
 * every server render of an article reads its references again (the eLife article's 91 cost ~0.4 ms
 * a render to parse). The parse is a pure function of the two, so it is kept across renders; the
 * map is emptied when it holds more than a few thousand articles' worth.
 */
const parsedReferences = new Map<string, ParsedReference | null>();
const PARSED_REFERENCES_KEPT = 50_000;

export function parseReference(reference: ArticleReference): ParsedReference | null {
  const key = `${reference.doi ?? ''}\n${reference.text}`;
  let parsed = parsedReferences.get(key);
  if (parsed === undefined) {
    parsed = parseReferenceText(reference);
    if (parsedReferences.size >= PARSED_REFERENCES_KEPT) parsedReferences.clear();
    parsedReferences.set(key, parsed);
  }
  return parsed;
}

function parseReferenceText(reference: ArticleReference): ParsedReference | null {
  const text = reference.text.replace(/\s+/g, ' ').trim();
  const doi = reference.doi ?? undefined;
  const authorYear = authorYearShape.exec(text);
  if (authorYear) {
    const [title, after] = splitTitle(authorYear[3]!);
    // A journal is followed by its volume; a book's "City: Publisher." is not a journal title.
    const journal = /^(.+?)\s+\d+\s*(?:\(|:|,|\.|$)/.exec(after)?.[1]?.replace(/[,;]$/, '');
    return { title, authors: splitAuthors(authorYear[1]!), year: authorYear[2]!, ...(journal ? { journal } : {}), ...(doi ? { doi } : {}) };
  }
  const vancouver = vancouverShape.exec(text);
  if (vancouver) {
    return {
      title: vancouver[2]!.replace(/\.$/, ''),
      authors: splitAuthors(vancouver[1]!),
      journal: vancouver[3]!,
      year: vancouver[4]!,
      ...(doi ? { doi } : {}),
    };
  }
  return null;
}

/** A value inside the "key=value; key=value" list must not carry the separator. */
const field = (key: string, value: string) => `${key}=${value.replace(/;/g, ',').trim()}`;

export function citationReference(reference: ArticleReference): string {
  const parsed = parseReference(reference);
  if (!parsed) {
    const text = reference.text.replace(/\s+/g, ' ').trim();
    return reference.doi && !text.includes(reference.doi) ? `${text} doi:${reference.doi}` : text;
  }
  const parts: string[] = [];
  if (parsed.title) parts.push(field('citation_title', parsed.title));
  for (const author of parsed.authors) parts.push(field('citation_author', author));
  if (parsed.journal) parts.push(field('citation_journal_title', parsed.journal));
  if (parsed.year) parts.push(field('citation_year', parsed.year));
  if (parsed.doi) parts.push(field('citation_doi', parsed.doi));
  return parts.join('; ');
}
