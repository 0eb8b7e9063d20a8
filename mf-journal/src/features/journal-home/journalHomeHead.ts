// The journal home's document head: title and description as the page shows them, its
// canonical URL, Open Graph, and the journal as a schema.org Periodical (the same Periodical an
// article's JSON-LD is part of, see mf-article articleHead.ts).
import type { Journal } from '@oap/contracts/api/journals.ts';
import type { JsonLdObject, RouteHead } from '@oap/contracts/federation/contract.ts';
import { siteName } from '@oap/contracts/site/publisher.ts';
import { socialCardPaths } from '@oap/contracts/site/socialCards.ts';
import { firstSentence } from './journalText.ts';

export function journalPath(journal: Pick<Journal, 'nameSystem'>): string {
  return `/journal/${encodeURIComponent(journal.nameSystem)}`;
}

export function periodicalLd(journal: Journal): JsonLdObject {
  const description = firstSentence(journal.aimsAndScope);
  return {
    '@context': 'https://schema.org',
    '@type': 'Periodical',
    '@id': journalPath(journal),
    url: journalPath(journal),
    image: socialCardPaths.journal(journal.nameSystem),
    name: journal.name,
    alternateName: journal.abbreviation,
    issn: journal.issn,
    ...(description ? { description } : {}),
    publisher: { '@type': 'Organization', name: siteName() },
    isAccessibleForFree: true,
    inLanguage: 'en',
  };
}

export function journalHomeHead(journal: Journal): RouteHead {
  const description = firstSentence(journal.aimsAndScope);
  return {
    title: journal.name,
    ...(description ? { description } : {}),
    canonical: journalPath(journal),
    // The server draws the journal's sharing image (server/src/features/findability/socialCards).
    openGraph: { type: 'website', image: socialCardPaths.journal(journal.nameSystem) },
    jsonLd: [periodicalLd(journal)],
  };
}
