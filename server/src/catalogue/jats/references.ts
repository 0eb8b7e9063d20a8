// A JATS reference list as data: each reference's anchor id (in-text citations point at it), label,
// one formatted line of text, and its DOI and PubMed id for links.
import type { Element } from '@xmldom/xmldom';
import { childElements, collapse, descendants, firstChild, safeId, textOf } from './dom.ts';

export interface ParsedReference {
  /** The reference's id in the XML ("bib12"): in-text citations link to it. */
  id: string | null;
  label: string;
  text: string;
  doi: string | null;
  pmid: string | null;
}

function personName(name: Element): string {
  const surname = textOf(firstChild(name, 'surname'));
  const given = textOf(firstChild(name, 'given-names'));
  const suffix = textOf(firstChild(name, 'suffix'));
  return [surname, given, suffix].filter(Boolean).join(' ');
}

function citationDoi(citation: Element): string | null {
  for (const pubId of descendants(citation, 'pub-id')) {
    if (pubId.getAttribute('pub-id-type') === 'doi') return textOf(pubId) || null;
  }
  for (const link of descendants(citation, 'ext-link')) {
    const href = link.getAttribute('xlink:href') ?? '';
    const match = /(10\.\d{4,9}\/\S+)/.exec(link.getAttribute('ext-link-type') === 'doi' ? href || textOf(link) : href);
    if (match?.[1]) return match[1];
  }
  const inText = /doi:\s*(10\.\d{4,9}\/\S+?)[.,;]?(\s|$)/i.exec(textOf(citation));
  return inText?.[1] ?? null;
}

function citationPmid(citation: Element): string | null {
  const pubId = descendants(citation, 'pub-id').find((id) => id.getAttribute('pub-id-type') === 'pmid');
  const value = pubId ? textOf(pubId) : '';
  return /^\d{1,9}$/.test(value) ? value : null;
}

export function formatCitation(citation: Element): string {
  if (citation.nodeName === 'mixed-citation' && !firstChild(citation, 'person-group') && !firstChild(citation, 'source')) {
    return textOf(citation);
  }
  const groups = childElements(citation, 'person-group');
  const authorGroup = groups.find((group) => (group.getAttribute('person-group-type') ?? 'author') === 'author') ?? groups[0];
  const people: string[] = [];
  const nameHolders = authorGroup ? childElements(authorGroup) : childElements(citation).filter((c) => c.nodeName === 'name' || c.nodeName === 'collab');
  for (const child of nameHolders) {
    if (child.nodeName === 'name' || child.nodeName === 'string-name') people.push(child.nodeName === 'name' ? personName(child) : textOf(child));
    else if (child.nodeName === 'collab') people.push(textOf(child));
    else if (child.nodeName === 'etal') people.push('et al.');
  }
  const field = (name: string) => textOf(firstChild(citation, name));
  const year = field('year');
  const title = field('article-title') || field('chapter-title') || field('data-title');
  const source = field('source');
  const volume = field('volume');
  const issue = field('issue');
  const fpage = field('fpage');
  const lpage = field('lpage');
  const elocation = field('elocation-id');
  const pages = fpage ? (lpage ? `${fpage}–${lpage}` : fpage) : elocation;
  const publisher = [field('publisher-loc'), field('publisher-name')].filter(Boolean).join(': ');
  let text = people.join(', ');
  if (year) text += ` (${year})`;
  if (text) text += '. ';
  if (title) text += `${title.replace(/\.$/, '')}. `;
  if (source) {
    text += source;
    if (volume) text += ` ${volume}`;
    if (issue) text += `(${issue})`;
    if (pages) text += `${volume ? ':' : ', '}${pages}`;
    text += '. ';
  } else if (pages) text += `${pages}. `;
  if (publisher) text += `${publisher}. `;
  const out = collapse(text);
  return out || textOf(citation);
}

/** Every <ref> of the back matter's reference lists, in order. */
export function parseReferences(back: Element | undefined): ParsedReference[] {
  if (!back) return [];
  return descendants(back, 'ref', new Set(['sub-article'])).map((ref, index) => {
    const citation = childElements(ref).find((c) => /citation$/.test(c.nodeName));
    const label = textOf(firstChild(ref, 'label')).replace(/\.$/, '') || String(index + 1);
    const id = ref.getAttribute('id');
    return {
      id: id ? safeId(id) : null,
      label,
      text: citation ? formatCitation(citation) : textOf(ref, new Set(['label'])),
      doi: citation ? citationDoi(citation) : null,
      pmid: citation ? citationPmid(citation) : null,
    };
  });
}
