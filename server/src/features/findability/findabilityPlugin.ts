// Findability: everything that lets crawlers, harvesters, feed readers and registries find
// the catalogue, each in its own folder with its tests:
//   robots/    /robots.txt
//   sitemaps/  /sitemap.xml and the sitemaps it lists
//   oai/       OAI-PMH 2.0 at /oai
//   feeds/     RSS and Atom feeds
//   deposits/  Crossref and DOAJ deposit XML under /api/deposits (and `npm run deposit`)
//   socialCards/ the journals' sharing images (og:image)
// They read the catalogue through the data API's CatalogueReader (the Store's `findability`).
import type { FastifyInstance } from 'fastify';
import { siteName } from '@oap/contracts/site/publisher.ts';
import type { CatalogueReader } from '../../catalogue/catalogueReader.ts';
import { depositPlugin } from './deposits/depositPlugin.ts';
import { feedPlugin } from './feeds/feedPlugin.ts';
import { oaiPlugin } from './oai/oaiPlugin.ts';
import { robotsPlugin } from './robots/robotsPlugin.ts';
import { sitemapPlugin } from './sitemaps/sitemapPlugin.ts';
import { socialCardPlugin } from './socialCards/socialCardPlugin.ts';

export interface FindabilityOptions {
  catalogue: CatalogueReader;
  publicUrl: string;
  /** Who answers for the repository and the deposits (OAI-PMH adminEmail, Crossref depositor). */
  contactEmail: string;
  /** CROSSMARK_POLICY_DOI: Crossref deposits register notices' update relations with it. */
  crossmarkPolicyDoi: string | null;
  /** The key resumption tokens are signed with (security/linkKeys.ts, 'oai-resumption-tokens'). */
  tokenKey: string;
  now?: () => number;
  /** Sitemap files hold the protocol's 50,000 URLs; tests split journals with fewer. */
  urlsPerSitemap?: number;
}

// OAI-PMH's adminEmail and Crossref's depositor need an address at a domain with a dot in it.
const DOTTED_ADDRESS = /^[^\s@]+@([^\s@]+\.)+[^\s@.]+$/;

/** The contact address for the metadata services: the editorial office's, else the sender's. */
export function metadataContact(officeEmail: string | null, mailFrom: string): string {
  const from = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  const address = [officeEmail, from].find((candidate): candidate is string => !!candidate && DOTTED_ADDRESS.test(candidate));
  // A site on localhost has no such address; the machine's own name stands in until one is configured.
  return address ?? 'webmaster@localhost.localdomain';
}

export async function findabilityPlugin(app: FastifyInstance, options: FindabilityOptions): Promise<void> {
  const { catalogue, publicUrl } = options;
  const now = options.now ?? Date.now;
  await app.register(robotsPlugin, { publicUrl });
  await app.register(sitemapPlugin, { catalogue, publicUrl, ...(options.urlsPerSitemap ? { urlsPerSitemap: options.urlsPerSitemap } : {}) });
  await app.register(oaiPlugin, { catalogue, publicUrl, publisherName: siteName(), adminEmail: options.contactEmail, tokenKey: options.tokenKey, now });
  await app.register(feedPlugin, { catalogue, publicUrl, publisherName: siteName() });
  await app.register(socialCardPlugin, { catalogue, publisherName: siteName() });
  await app.register(depositPlugin, { prefix: '/api', catalogue, publicUrl, publisherName: siteName(), depositorEmail: options.contactEmail, crossmarkPolicyDoi: options.crossmarkPolicyDoi, now });
}
