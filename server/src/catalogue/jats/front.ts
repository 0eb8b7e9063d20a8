// The front matter of a JATS article: authors with affiliations, ORCID, correspondence addresses;
// dates; licence; abstract and other abstracts (eLife digest); and the notes the page shows after
// the text (funding, author notes).
import type { Element } from '@xmldom/xmldom';
import { childElements, descendants, escapeHtml, firstChild, firstDescendant, textOf } from './dom.ts';
import { renderElement, renderFlow } from './body.ts';
import type { RenderContext } from './bodyContext.ts';
import { personName } from '@oap/contracts/articles/personName.ts';

export interface ParsedAuthor {
  givenNames: string;
  surname: string;
  /** Display name; for a group author, the group's name. */
  name: string;
  orcid: string | null;
  /** Indexes into ParsedArticle.affiliations. */
  affiliations: number[];
  corresponding: boolean;
  /** The corresponding author's address, when the article gives one. */
  email?: string | null;
}

export function normaliseOrcid(raw: string): string | null {
  const match = /(\d{4}-\d{4}-\d{4}-\d{3}[\dX])/i.exec(raw);
  return match ? `https://orcid.org/${match[1]?.toUpperCase()}` : null;
}

export function licenseFromUrl(url: string): string {
  const cc = /creativecommons\.org\/licenses\/([a-z-]+)\/(\d\.\d)/i.exec(url);
  if (cc) return `CC ${cc[1]?.toUpperCase()} ${cc[2]}`;
  const zero = /creativecommons\.org\/publicdomain\/zero\/(\d\.\d)/i.exec(url);
  if (zero) return `CC0 ${zero[1]}`;
  return 'Licence';
}

export function parseLicense(meta: Element): { name: string; url: string | null } {
  const license = firstDescendant(meta, 'license', new Set(['sub-article']));
  if (!license) return { name: 'All rights reserved', url: null };
  const href =
    license.getAttribute('xlink:href') ||
    firstDescendant(license, 'ali:license_ref')?.textContent?.trim() ||
    descendants(license, 'ext-link')[0]?.getAttribute('xlink:href') ||
    '';
  if (href) return { name: licenseFromUrl(href), url: href.replace(/^http:/, 'https:') };
  // PLOS states its licence in prose only.
  const prose = textOf(license);
  if (/public domain/i.test(prose) && /CC0|zero/i.test(prose)) return { name: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' };
  if (/Creative Commons Attribution/i.test(prose)) return { name: 'CC BY', url: 'https://creativecommons.org/licenses/by/' };
  if (/public domain/i.test(prose)) return { name: 'Public domain', url: null };
  return { name: prose.slice(0, 200) || 'Licence', url: null };
}

/**
 * A JATS date element as YYYY-MM-DD, a day of the calendar: a missing or unreadable month or day is
 * the first, and one out of range the nearest there is ("31 February" is the 28th or 29th). Both
 * engines compare the stored dates as text and as days, which agree only on real days.
 */
export function isoDate(el: Element | undefined): string | null {
  if (!el) return null;
  const year = textOf(firstChild(el, 'year'));
  if (!/^\d{4}$/.test(year)) return null;
  const part = (value: string, last: number) => (/^\d{1,2}$/.test(value) ? Math.min(last, Math.max(1, Number(value))) : 1);
  const month = part(textOf(firstChild(el, 'month')), 12);
  const day = part(textOf(firstChild(el, 'day')), new Date(Date.UTC(Number(year), month, 0)).getUTCDate());
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const ARTICLE_META_STOP = new Set(['sub-article', 'contrib', 'related-article']);

export function parseAuthors(meta: Element): { authors: ParsedAuthor[]; affiliations: string[] } {
  const affiliations: string[] = [];
  const affIndex = new Map<string, number>();
  const addAff = (aff: Element): number => {
    const text = textOf(aff, new Set(['label', 'institution-id'])).replace(/^[,\s]+|[,\s]+$/g, '');
    const existing = affiliations.indexOf(text);
    const index = existing >= 0 ? existing : affiliations.push(text) - 1;
    const id = aff.getAttribute('id');
    if (id) affIndex.set(id, index);
    return index;
  };
  for (const aff of descendants(meta, 'aff', ARTICLE_META_STOP)) addAff(aff);

  // Correspondence addresses by the id the authors point at (eLife), or in order (PLOS names no ids).
  const correspondence = new Map<string, string>();
  const notes = firstChild(meta, 'author-notes');
  for (const corresp of notes ? childElements(notes, 'corresp') : []) {
    const email = textOf(firstDescendant(corresp, 'email'));
    if (email) correspondence.set(corresp.getAttribute('id') ?? `#${correspondence.size}`, email);
  }

  const authors: ParsedAuthor[] = [];
  for (const group of childElements(meta, 'contrib-group')) {
    for (const contrib of childElements(group, 'contrib')) {
      if ((contrib.getAttribute('contrib-type') ?? 'author') !== 'author') continue;
      const name = firstChild(contrib, 'name') ?? firstChild(contrib, 'string-name');
      const collab = firstChild(contrib, 'collab');
      let givenNames = '';
      let surname: string;
      let display: string;
      if (name) {
        givenNames = textOf(firstChild(name, 'given-names'));
        surname = textOf(firstChild(name, 'surname')) || textOf(name);
        display = shownName(name);
      } else if (collab) {
        surname = textOf(collab, new Set(['contrib-group', 'xref', 'fn']));
        display = surname;
      } else continue;
      let orcid: string | null = null;
      for (const id of childElements(contrib, 'contrib-id')) {
        const type = id.getAttribute('contrib-id-type');
        if (!type || type === 'orcid') orcid ??= normaliseOrcid(textOf(id));
      }
      for (const link of childElements(contrib, 'uri').concat(childElements(contrib, 'ext-link'))) {
        orcid ??= /orcid/i.test(link.getAttribute('xlink:href') ?? '') ? normaliseOrcid(link.getAttribute('xlink:href') ?? '') : null;
      }
      const authorAffs = new Set<number>();
      const xrefs = childElements(contrib, 'xref');
      for (const xref of xrefs) {
        if (xref.getAttribute('ref-type') !== 'aff') continue;
        for (const rid of (xref.getAttribute('rid') ?? '').split(/\s+/)) {
          const index = affIndex.get(rid);
          if (index !== undefined) authorAffs.add(index);
        }
      }
      for (const aff of childElements(contrib, 'aff')) authorAffs.add(addAff(aff));
      const correspXref = xrefs.find((x) => x.getAttribute('ref-type') === 'corresp');
      const corresponding = contrib.getAttribute('corresp') === 'yes' || Boolean(correspXref);
      const ownEmail = textOf(firstChild(contrib, 'email'));
      const email = ownEmail || (correspXref ? (correspondence.get(correspXref.getAttribute('rid') ?? '') ?? null) : null);
      authors.push({ givenNames, surname, name: display, orcid, affiliations: [...authorAffs].sort((a, b) => a - b), corresponding, email: email || null });
    }
  }
  // PLOS: one corresp without ids, for the one corresponding author.
  const unmatched = authors.filter((author) => author.corresponding && !author.email);
  if (unmatched.length === 1 && correspondence.size === 1) (unmatched[0] as ParsedAuthor).email = [...correspondence.values()][0] ?? null;
  return { authors, affiliations };
}

/** The main abstract, rendered; eLife ends it with a "DOI: ..." paragraph that repeats the object id. */
export function renderAbstract(abstract: Element | undefined, ctx: RenderContext): string {
  if (!abstract) return '';
  let html = '';
  for (const child of childElements(abstract)) {
    if (child.nodeName === 'object-id' || child.nodeName === 'title' || child.nodeName === 'label') continue;
    if (child.nodeName === 'p' && /^DOI:/.test(textOf(child))) continue;
    html += renderElement(child, ctx);
  }
  return html;
}

export interface FrontNote {
  id: string;
  title: string;
  html: string;
}

/** A JATS <name> (or <string-name>) as the page shows it: given names first. */
function shownName(name: Element): string {
  return personName({ givenNames: textOf(firstChild(name, 'given-names')), surname: textOf(firstChild(name, 'surname')) || textOf(name), suffix: textOf(firstChild(name, 'suffix')) });
}

/** The people (or group) an award went to, each as a name is shown: one recipient element may hold several names. */
function recipientNames(recipient: Element): string[] {
  const names = childElements(recipient).filter((child) => child.nodeName === 'name' || child.nodeName === 'string-name' || child.nodeName === 'collab');
  if (!names.length) return [textOf(recipient)];
  return names.map((name) =>
    name.nodeName === 'name' ? shownName(name) : textOf(name),
  );
}

/** Funding and author notes (equal contributions, present addresses, deaths): shown after the text. */
export function frontNotes(meta: Element, ctx: RenderContext): FrontNote[] {
  const notes: FrontNote[] = [];
  const funding = firstChild(meta, 'funding-group');
  if (funding) {
    const awards = childElements(funding, 'award-group').map((award) => {
      const source = textOf(firstDescendant(award, 'institution') ?? firstChild(award, 'funding-source'));
      const ids = childElements(award, 'award-id').map((id) => textOf(id)).filter(Boolean);
      const recipients = childElements(award, 'principal-award-recipient').flatMap(recipientNames).filter(Boolean);
      return `<li>${escapeHtml(source)}${ids.length ? ` (${escapeHtml(ids.join(', '))})` : ''}${recipients.length ? `: ${escapeHtml(recipients.join(', '))}` : ''}</li>`;
    });
    const statements = childElements(funding, 'funding-statement').map((statement) => `<p>${renderFlow(statement, ctx).replace(/^<p>|<\/p>$/g, '')}</p>`);
    const html = (awards.length ? `<ul>${awards.join('')}</ul>` : '') + statements.join('');
    if (html) notes.push({ id: 'funding', title: 'Funding', html });
  }
  const authorNotes = firstChild(meta, 'author-notes');
  if (authorNotes) {
    const html = childElements(authorNotes)
      .filter((child) => child.nodeName !== 'corresp' || !firstDescendant(child, 'email'))
      .map((child) => renderElement(child, ctx))
      .join('');
    if (html) notes.push({ id: 'author-notes', title: 'Author notes', html });
  }
  return notes;
}
