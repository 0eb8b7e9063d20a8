// Test helper: what the W3C Feed Validation Service reports as errors in RSS 2.0 (the RSS Advisory
// Board's specification) and Atom 1.0 (RFC 4287) feeds, for the parts our feeds use: required
// elements, absolute links, date formats (RFC 822 in RSS, RFC 3339 in Atom), a self link equal to
// the feed's address, unique ids, author and category forms. The validator itself is a Python
// service; these are its rules, checked against the parsed document.
import { elements } from './xmlReading.ts';

const RFC822 = /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} (GMT|[+-]\d{4})$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+( \(.+\))?$/;

const isAbsolute = (url: string) => /^https?:\/\/[^/]+/.test(url);

export function rssProblems(xml: string, selfUrl: string): string[] {
  const problems: string[] = [];
  const rss = elements(xml, 'rss')[0];
  if (rss?.attribute('version') !== '2.0') problems.push('rss: version must be 2.0');
  const channels = elements(xml, 'channel');
  if (channels.length !== 1) return [...problems, 'rss: exactly one channel'];
  const channel = channels[0]!;
  const items = channel.children('item');
  for (const name of ['title', 'link', 'description']) {
    // atom:link (the self link) has the same local name as RSS's link.
    const own = channel.children(name).filter((element) => element.attribute('href') === null);
    if (own.length !== 1 || own[0]!.text.trim() === '') problems.push(`channel: needs one non-empty <${name}>`);
  }
  const self = channel.children('link').filter((link) => link.attribute('rel') === 'self');
  if (self.length !== 1 || self[0]!.attribute('href') !== selfUrl) problems.push(`channel: atom:link rel="self" must be ${selfUrl}`);
  if (self[0] && self[0].attribute('type') !== 'application/rss+xml') problems.push('channel: self link type must be application/rss+xml');
  for (const date of channel.children('lastBuildDate')) if (!RFC822.test(date.text)) problems.push(`lastBuildDate not RFC 822: ${date.text}`);
  const guids = new Set<string>();
  for (const [index, item] of items.entries()) {
    const where = `item ${index + 1}`;
    if (item.children('title').length === 0 && item.children('description').length === 0) problems.push(`${where}: needs a title or a description`);
    const link = item.children('link')[0]?.text ?? '';
    if (!isAbsolute(link)) problems.push(`${where}: link must be absolute`);
    const guid = item.children('guid')[0];
    if (!guid) problems.push(`${where}: no guid`);
    else if (guids.has(guid.text)) problems.push(`${where}: guid repeated`);
    else guids.add(guid.text);
    if (guid && guid.attribute('isPermaLink') !== 'false' && !isAbsolute(guid.text)) problems.push(`${where}: a permalink guid must be a URL`);
    for (const date of item.children('pubDate')) if (!RFC822.test(date.text)) problems.push(`${where}: pubDate not RFC 822: ${date.text}`);
    for (const author of item.children('author')) if (!EMAIL.test(author.text)) problems.push(`${where}: author must be an email address`);
    for (const category of item.children('category')) if (category.text.trim() === '') problems.push(`${where}: empty category`);
  }
  return problems;
}

export function atomProblems(xml: string, selfUrl: string): string[] {
  const problems: string[] = [];
  const feed = elements(xml, 'feed')[0];
  if (!feed) return ['atom: the root must be feed'];
  const entries = feed.children('entry');
  const own = (name: string) => feed.children(name);
  for (const name of ['id', 'title', 'updated']) if (own(name).length !== 1) problems.push(`feed: exactly one <${name}>`);
  if (!isAbsolute(own('id')[0]?.text ?? '')) problems.push('feed: id must be an absolute IRI');
  for (const date of own('updated')) if (!RFC3339.test(date.text)) problems.push(`feed: updated not RFC 3339: ${date.text}`);
  const links = own('link');
  const self = links.filter((link) => link.attribute('rel') === 'self');
  if (self.length !== 1 || self[0]!.attribute('href') !== selfUrl) problems.push(`feed: link rel="self" must be ${selfUrl}`);
  const alternates = links.filter((link) => (link.attribute('rel') ?? 'alternate') === 'alternate');
  if (new Set(alternates.map((link) => `${link.attribute('type')}|${link.attribute('hreflang')}`)).size !== alternates.length) problems.push('feed: two alternate links of one type');
  const feedAuthor = own('author').some((author) => author.children('name').length === 1);
  const ids = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const where = `entry ${index + 1}`;
    for (const name of ['id', 'title', 'updated']) if (entry.children(name).length !== 1) problems.push(`${where}: exactly one <${name}>`);
    const id = entry.children('id')[0]?.text ?? '';
    if (!isAbsolute(id) && !id.startsWith('urn:')) problems.push(`${where}: id must be an IRI`);
    if (ids.has(id)) problems.push(`${where}: id repeated`);
    ids.add(id);
    for (const name of ['updated', 'published']) for (const date of entry.children(name)) if (!RFC3339.test(date.text)) problems.push(`${where}: ${name} not RFC 3339`);
    const entryLinks = entry.children('link').filter((link) => (link.attribute('rel') ?? 'alternate') === 'alternate');
    if (entryLinks.length === 0 && entry.children('content').length === 0) problems.push(`${where}: needs an alternate link or content`);
    for (const link of entryLinks) if (!isAbsolute(link.attribute('href') ?? '')) problems.push(`${where}: link must be absolute`);
    if (!feedAuthor && !entry.children('author').some((author) => author.children('name').length === 1)) problems.push(`${where}: no author (and none for the feed)`);
    for (const category of entry.children('category')) if (!category.attribute('term')) problems.push(`${where}: category without term`);
    for (const text of [...entry.children('title'), ...entry.children('summary')]) {
      const type = text.attribute('type') ?? 'text';
      if (!['text', 'html', 'xhtml'].includes(type)) problems.push(`${where}: text construct of type ${type}`);
    }
  }
  return problems;
}
