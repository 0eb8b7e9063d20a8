import { resolveHead } from './documentHead.ts';
import { feedLinksFor, feedPaths } from './feedLinks.ts';

describe('feed links', () => {
  it('the home page announces the site feed, a journal page its journal, a special issue its own and the journal', () => {
    expect(feedLinksFor('/')).toEqual([{ title: 'Latest articles', href: '/feed' }]);
    expect(feedLinksFor('/journal/cells-and-development/about').map((link) => link.href)).toEqual(['/journal/cells-and-development/feed']);
    expect(feedLinksFor('/journal/cells-and-development/special_issues/stem%20cells').map((link) => link.href)).toEqual([
      feedPaths.specialIssue('cells-and-development', 'stem cells'),
      '/journal/cells-and-development/feed',
    ]);
    expect(feedLinksFor('/topics', '?subject=engineering')).toEqual([{ title: 'Latest articles in Engineering', href: '/feeds/subjects/engineering' }]);
    expect(feedLinksFor('/topics', '?subject=astrology')).toEqual([]);
    expect(feedLinksFor('/about')).toEqual([]);
    expect(feedLinksFor('/journal/%E0%A4%A')).toEqual([]);
  });

  it('the head links each as RSS and Atom with absolute addresses, and an error page announces none', () => {
    const { tags } = resolveHead({ title: 'Cells' }, { origin: 'https://journals.example.org', pathname: '/journal/cells', status: 200 });
    const alternates = tags.filter((tag) => tag.attributes.some(([name, value]) => name === 'rel' && value === 'alternate')).map((tag) => Object.fromEntries(tag.attributes));
    expect(alternates).toEqual([
      { rel: 'alternate', type: 'application/rss+xml', title: 'Latest articles in this journal (RSS)', href: 'https://journals.example.org/journal/cells/feed' },
      { rel: 'alternate', type: 'application/atom+xml', title: 'Latest articles in this journal (Atom)', href: 'https://journals.example.org/journal/cells/feed/atom' },
    ]);
    const error = resolveHead(undefined, { origin: 'https://journals.example.org', pathname: '/journal/cells', status: 404 });
    expect(error.tags.some((tag) => tag.attributes.some(([, value]) => value === 'alternate'))).toBe(false);
    // The canonical URL never carries the query that chose the feed.
    const topics = resolveHead(undefined, { origin: 'https://journals.example.org', pathname: '/topics', search: '?subject=engineering', status: 200 });
    expect(topics.tags.find((tag) => tag.attributes.some(([, value]) => value === 'canonical'))?.attributes).toContainEqual(['href', 'https://journals.example.org/topics']);
  });
});
