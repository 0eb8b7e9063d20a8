// The site's feeds and the pages that announce them: a page's head gets
// <link rel="alternate"> to the RSS and Atom feed of what it lists. Written once here for the server
// (the feed routes and the served head) and the browser (the head after client-side navigation).
import { subjects } from '../api/journals.ts';

const segment = (value: string) => encodeURIComponent(value);

/** The RSS address of each feed; the Atom one is the same with "/atom" after it. */
export const feedPaths = {
  site: '/feed',
  journal: (nameSystem: string) => `/journal/${segment(nameSystem)}/feed`,
  subject: (subject: string) => `/feeds/subjects/${segment(subject)}`,
  specialIssue: (nameSystem: string, identifier: string) => `/journal/${segment(nameSystem)}/special_issues/${segment(identifier)}/feed`,
} as const;

export interface FeedLink {
  /** What the feed holds, as a reader's feed list names it. */
  title: string;
  /** RSS address (a site path); Atom is `${href}/atom`. */
  href: string;
}

const decode = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
};

/**
 * The feeds a page announces: the home page the site's; every page of a journal the journal's; a
 * special issue's pages also its own; the topics page filtered by a subject that subject's.
 */
export function feedLinksFor(pathname: string, search = ''): FeedLink[] {
  if (pathname === '/') return [{ title: 'Latest articles', href: feedPaths.site }];
  const journal = /^\/journal\/([^/]+)(?:\/special_issues\/([^/]+))?/.exec(pathname);
  if (journal) {
    const nameSystem = decode(journal[1]!);
    if (!nameSystem) return [];
    const links = [{ title: 'Latest articles in this journal', href: feedPaths.journal(nameSystem) }];
    const identifier = journal[2] ? decode(journal[2]) : null;
    if (identifier) links.unshift({ title: 'Articles in this special issue', href: feedPaths.specialIssue(nameSystem, identifier) });
    return links;
  }
  if (pathname === '/topics') {
    const subject = subjects.find((candidate) => candidate.slug === new URLSearchParams(search).get('subject'));
    if (subject) return [{ title: `Latest articles in ${subject.label}`, href: feedPaths.subject(subject.slug) }];
  }
  return [];
}
