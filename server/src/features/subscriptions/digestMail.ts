// The alert digest: one mail per reader listing the new articles of the journals and topics they
// follow, grouped, with a link per journal to stop its alerts, the manage link, and List-Unsubscribe
// with RFC 8058 one-click (the mail provider's "unsubscribe" button posts to it).
import { escapeHtml } from '../../platform/http/standalonePage.ts';
import { currentPublisher, siteName } from '@oap/contracts/site/publisher.ts';
import type { OutgoingMail } from '../../platform/mail/outbox.ts';
import type { SubscriptionPaths } from './signedLinks.ts';

export interface DigestArticle {
  doi: string;
  title: string;
  authors: string[];
  journal: { nameSystem: string; name: string };
  /** Site path: /{issn}/{volume}/{issue}/{identifier}. */
  path: string;
  publishedAt: string;
}

export interface DigestGroup {
  kind: 'journal' | 'topic';
  /** A journal's name_system or a topic's identifier. */
  key: string;
  name: string;
  articles: DigestArticle[];
  /** New articles beyond those listed (the cap per group). */
  more: number;
}

export interface Digest {
  email: string;
  /** The subscriber's link secret: every link of the digest is signed with it. */
  linkSecret: string;
  groups: DigestGroup[];
  /** The journals the reader follows (a topic's articles offer the others' alerts). */
  followedJournals: ReadonlySet<string>;
}

/** "Ann Lee, Bo Chen, Cy Diaz et al." */
export function shortAuthors(authors: readonly string[]): string {
  if (authors.length <= 3) return authors.join(', ');
  return `${authors.slice(0, 3).join(', ')} et al.`;
}

function plural(count: number, one: string, many: string): string {
  return `${count.toLocaleString('en')} ${count === 1 ? one : many}`;
}

function subjectOf(digest: Digest, total: number): string {
  const first = digest.groups[0]!;
  const others = digest.groups.length - 1;
  return `${plural(total, 'new article', 'new articles')} in ${first.name}${others ? ` and ${others} more of your alerts` : ''}`;
}

interface GroupLinks {
  moreUrl: string;
  unsubscribeUrl: string | null;
  /** Journals of a topic's articles the reader does not follow yet. */
  offers: { name: string; url: string }[];
}

function linksOf(group: DigestGroup, digest: Digest, paths: SubscriptionPaths): GroupLinks {
  if (group.kind === 'journal') {
    return {
      moreUrl: paths.absolute(paths.journalMostRecent(group.key)),
      unsubscribeUrl: paths.absolute(paths.journalUnsubscribe(digest.email, group.key, digest.linkSecret)),
      offers: [],
    };
  }
  const offered = new Map<string, string>();
  for (const article of group.articles) {
    if (!digest.followedJournals.has(article.journal.nameSystem)) offered.set(article.journal.nameSystem, article.journal.name);
  }
  return {
    moreUrl: paths.absolute(paths.topic(group.key)),
    unsubscribeUrl: null,
    offers: [...offered].map(([nameSystem, name]) => ({ name, url: paths.absolute(paths.journalSubscribe(digest.email, nameSystem, digest.linkSecret)) })),
  };
}

function groupTitle(group: DigestGroup): string {
  return group.kind === 'journal' ? group.name : `Topic: ${group.name}`;
}

function textOf(digest: Digest, paths: SubscriptionPaths, manageUrl: string): string {
  const lines = ['New articles for you', ''];
  for (const group of digest.groups) {
    const links = linksOf(group, digest, paths);
    lines.push(groupTitle(group), '='.repeat(Math.min(groupTitle(group).length, 72)), '');
    for (const article of group.articles) {
      lines.push(`* ${article.title}`);
      if (article.authors.length) lines.push(`  ${shortAuthors(article.authors)}`);
      lines.push(`  ${article.journal.name}, ${article.publishedAt.slice(0, 10)}`, `  ${paths.absolute(article.path)}`, '');
    }
    if (group.more > 0) lines.push(`... and ${plural(group.more, 'more new article', 'more new articles')}: ${links.moreUrl}`, '');
    for (const offer of links.offers) lines.push(`Get ${offer.name}'s table of contents by email: ${offer.url}`);
    if (links.offers.length) lines.push('');
    if (links.unsubscribeUrl) lines.push(`Stop the alerts of ${group.name}: ${links.unsubscribeUrl}`, '');
  }
  lines.push('-- ', siteName(), 'You receive this because you subscribed to article alerts with this address.', `See, change or stop your alerts: ${manageUrl}`);
  return lines.join('\n');
}

const small = 'margin:0 0 8px;font-size:13px;color:#4a5562';
const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#0b4f8a">${escapeHtml(label)}</a>`;

function htmlOf(digest: Digest, paths: SubscriptionPaths, manageUrl: string, subject: string): string {
  const groups = digest.groups.map((group) => {
    const links = linksOf(group, digest, paths);
    const articles = group.articles
      .map(
        (article) => `<li style="margin:0 0 14px">
<a href="${escapeHtml(paths.absolute(article.path))}" style="color:#0b4f8a;font-weight:bold;text-decoration:none">${escapeHtml(article.title)}</a><br>
${article.authors.length ? `<span>${escapeHtml(shortAuthors(article.authors))}</span><br>` : ''}<span style="font-size:13px;color:#4a5562">${escapeHtml(article.journal.name)}, ${escapeHtml(article.publishedAt.slice(0, 10))}</span>
</li>`,
      )
      .join('\n');
    return `<h2 style="margin:24px 0 12px;font-size:18px">${escapeHtml(groupTitle(group))}</h2>
<ul style="margin:0 0 12px;padding-left:20px;line-height:1.4">
${articles}
</ul>
${group.more > 0 ? `<p style="margin:0 0 12px">${link(links.moreUrl, `… and ${plural(group.more, 'more new article', 'more new articles')}`)}</p>` : ''}
${links.offers.map((offer) => `<p style="${small}">${link(offer.url, `Get ${offer.name}'s table of contents by email`)}</p>`).join('\n')}
${links.unsubscribeUrl ? `<p style="${small}">${link(links.unsubscribeUrl, `Stop the alerts of ${group.name}`)}</p>` : ''}`;
  });
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1b1f24">
<div style="max-width:600px;margin:0 auto;background:#ffffff;border:1px solid #d5dbe1;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:bold;color:${currentPublisher().brandColor}">${escapeHtml(siteName())}</p>
<h1 style="margin:0 0 8px;font-size:22px">New articles for you</h1>
${groups.join('\n')}
<hr style="border:none;border-top:1px solid #d5dbe1;margin:24px 0 12px">
<p style="${small}">You receive this because you subscribed to article alerts with this address.</p>
<p style="${small}">${link(manageUrl, 'See, change or stop your alerts')}</p>
</div>
</body></html>`;
}

/** The digest as a queued message: text and HTML, and the headers of a list mail. */
export function digestMail(digest: Digest, paths: SubscriptionPaths): OutgoingMail {
  const total = digest.groups.reduce((sum, group) => sum + group.articles.length + group.more, 0);
  const subject = subjectOf(digest, total);
  const manageUrl = paths.absolute(paths.manage(digest.email, digest.linkSecret));
  return {
    kind: 'alert-digest',
    to: digest.email,
    subject,
    text: textOf(digest, paths, manageUrl),
    html: htmlOf(digest, paths, manageUrl, subject),
    headers: {
      'List-Unsubscribe': `<${paths.absolute(paths.oneClick(digest.email, digest.linkSecret))}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      // Tells well-behaved responders not to answer an automated mail.
      'Auto-Submitted': 'auto-generated',
    },
  };
}
