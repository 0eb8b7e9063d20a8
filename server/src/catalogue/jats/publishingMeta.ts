// What publishing needs from a JATS document beyond the page's record (jats.ts): the journal it
// belongs to (ISSNs, journal ids, titles), the article's version and publication history, the
// articles it corrects, retracts or raises concerns about, and every file it names.
import type { Element } from '@xmldom/xmldom';
import { childElements, collapse, descendants, firstChild, firstDescendant, textOf } from './dom.ts';
import { isoDate } from './front.ts';
import type { ArticleHistoryEvent } from '@oap/contracts/api/articles.ts';

export interface JournalMeta {
  issns: { value: string; type: string }[];
  journalIds: { value: string; type: string }[];
  title: string;
  abbreviation: string;
  publisher: string;
  subjects: string[];
}

/** How a notice relates to the article it is about, in the words of Crossref's update types. */
export type NoticeKind = 'correction' | 'retraction' | 'expression-of-concern';

export interface RelatedArticle {
  /** The JATS related-article-type, as written. */
  type: string;
  doi: string;
}

/** A file the XML names, with where it is named. */
export interface NamedFile {
  href: string;
  /** figure: an image of a fig; table-image: a table given as an image; inline: an inline graphic; supplementary: a download; pdf: the article's own PDF. */
  role: 'figure' | 'table-image' | 'inline' | 'supplementary' | 'pdf';
  /** The fig or table-wrap it belongs to (its id), when it is one. */
  ownerId: string | null;
}

export interface PublishingMeta {
  journal: JournalMeta;
  /** The version the XML declares (article-version), or null. */
  version: string | null;
  /** Earlier events of the article (pub-history), oldest first. */
  history: ArticleHistoryEvent[];
  related: RelatedArticle[];
  /** Set when the article itself is a correction, retraction or expression of concern of another. */
  notice: { kind: NoticeKind; originalDoi: string } | null;
  files: NamedFile[];
}

const NOTICE_TYPES: Record<string, NoticeKind> = {
  correction: 'correction',
  retraction: 'retraction',
  'expression-of-concern': 'expression-of-concern',
  addendum: 'correction',
};

const NOTICE_RELATIONS: Record<NoticeKind, readonly string[]> = {
  correction: ['corrected-article', 'correction-forward', 'object-of-concern', 'addended-article'],
  retraction: ['retracted-article', 'retraction-forward'],
  'expression-of-concern': ['object-of-concern', 'expression-of-concern', 'concerned-article'],
};

/** A DOI as written in an href (info:doi/, doi:, https://doi.org/ or bare), or '' when it is none. */
export function doiOf(href: string): string {
  const match = /^(?:info:doi\/|doi:|https?:\/\/(?:dx\.)?doi\.org\/)?(10\.\d{4,9}\/\S+)$/i.exec(href.trim());
  return match?.[1] ?? '';
}

function journalMeta(front: Element | undefined): JournalMeta {
  const meta = front && firstChild(front, 'journal-meta');
  const titleGroup = meta && firstChild(meta, 'journal-title-group');
  const subjects = meta ? descendants(meta, 'subject').map((subject) => collapse(textOf(subject))).filter(Boolean) : [];
  return {
    issns: meta ? childElements(meta, 'issn').map((el) => ({ value: collapse(textOf(el)).toUpperCase(), type: el.getAttribute('pub-type') || el.getAttribute('publication-format') || '' })) : [],
    journalIds: meta ? childElements(meta, 'journal-id').map((el) => ({ value: collapse(textOf(el)), type: el.getAttribute('journal-id-type') ?? '' })) : [],
    title: collapse(textOf((titleGroup && firstChild(titleGroup, 'journal-title')) ?? (meta && firstChild(meta, 'journal-title')))),
    abbreviation: collapse(textOf((titleGroup && firstChild(titleGroup, 'abbrev-journal-title')) ?? (meta && firstChild(meta, 'abbrev-journal-title')))),
    publisher: collapse(textOf(meta && firstDescendant(meta, 'publisher-name'))),
    subjects,
  };
}

/** Files named by the document (graphics, media, supplementary files, the PDF), each once, in document order. */
function namedFiles(article: Element): NamedFile[] {
  const files: NamedFile[] = [];
  const seen = new Set<string>();
  const walk = (el: Element, owner: Element | null) => {
    for (const child of childElements(el)) {
      const name = child.nodeName;
      const href = child.getAttribute('xlink:href') ?? '';
      const nextOwner = name === 'fig' || name === 'table-wrap' ? child : owner;
      const role = roleOf(child, owner);
      if (role && href && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('10.') && !seen.has(href)) {
        seen.add(href);
        files.push({ href, role, ownerId: owner?.getAttribute('id') || null });
      }
      walk(child, nextOwner);
    }
  };
  walk(article, null);
  return files;
}

function roleOf(el: Element, owner: Element | null): NamedFile['role'] | null {
  switch (el.nodeName) {
    case 'graphic':
      if (owner?.nodeName === 'table-wrap') return 'table-image';
      return owner?.nodeName === 'fig' ? 'figure' : 'inline';
    case 'inline-graphic':
      return 'inline';
    case 'media':
    case 'supplementary-material':
    case 'inline-supplementary-material':
      return 'supplementary';
    case 'self-uri':
      return (el.getAttribute('content-type') ?? '').toLowerCase() === 'pdf' || /\.pdf$/i.test(el.getAttribute('xlink:href') ?? '') ? 'pdf' : 'supplementary';
    default:
      return null;
  }
}

/** The version the article's XML declares (article-version), or null. */
export function declaredVersion(meta: Element | null | undefined): string | null {
  const versionEl = meta && (firstChild(meta, 'article-version') ?? firstDescendant(meta, 'article-version', new Set(['sub-article'])));
  return versionEl ? collapse(textOf(versionEl)) || null : null;
}

/** Where an event can be read: its self-uri, a link in it, or its DOI. */
function eventUrl(event: Element): string | null {
  const href = (el: Element | null | undefined) => el?.getAttribute('xlink:href')?.trim() || null;
  const link = href(firstChild(event, 'self-uri')) ?? href(firstDescendant(event, 'ext-link'));
  if (link && /^https?:\/\//i.test(link)) return link;
  const doiId = childElements(event, 'article-id').find((id) => id.getAttribute('pub-id-type') === 'doi');
  const doi = doiOf((doiId ? collapse(textOf(doiId)) : '') || (link ?? ''));
  return doi ? `https://doi.org/${doi}` : null;
}

/** The article's earlier events (pub-history), oldest first, as the page lists them. */
export function publicationHistory(meta: Element | null | undefined): ArticleHistoryEvent[] {
  const events = meta ? descendants(meta, 'pub-history').flatMap((group) => childElements(group, 'event')) : [];
  const listed = events.map((event) => {
    const type = event.getAttribute('event-type') ?? '';
    return {
      description: collapse(textOf(firstChild(event, 'event-desc'))) || (type ? `${type[0]!.toUpperCase()}${type.slice(1).replace(/-/g, ' ')}` : 'Earlier version'),
      date: isoDate(firstChild(event, 'date')),
      url: eventUrl(event),
    };
  });
  return listed.sort((a, b) => (a.date ?? '').localeCompare(b.date ?? ''));
}

export function publishingMeta(article: Element): PublishingMeta {
  const front = firstChild(article, 'front');
  const meta = front && firstChild(front, 'article-meta');
  const related = (meta ? descendants(meta, 'related-article', new Set(['sub-article'])) : [])
    .map((el) => ({ type: el.getAttribute('related-article-type') ?? '', doi: doiOf(el.getAttribute('xlink:href') ?? '') }))
    .filter((entry) => entry.doi);
  const kind = NOTICE_TYPES[article.getAttribute('article-type') ?? ''];
  const original = kind ? (related.find((entry) => NOTICE_RELATIONS[kind].includes(entry.type)) ?? related[0]) : undefined;
  return {
    journal: journalMeta(front),
    version: declaredVersion(meta),
    history: publicationHistory(meta),
    related,
    notice: kind && original ? { kind, originalDoi: original.doi } : null,
    files: namedFiles(article),
  };
}
