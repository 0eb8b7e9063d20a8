// Deposit XML over the API, for a release manager's script or a deposit service to fetch:
//   GET /api/deposits/crossref/{issn}/{volume}[/{issue}[/{identifier}]]   Crossref 5.3.1 doi_batch
//   GET /api/deposits/doaj/{issn}/{volume}[/{issue}[/{identifier}]]       DOAJ article XML
// The same as `npm run deposit` writes. Everything in them is published metadata, so they are public.
import type { FastifyInstance } from 'fastify';
import { httpError } from '../../../platform/http/httpError.ts';
import { fileDisposition } from '../../../platform/http/attachment.ts';
import type { CatalogueReader } from '../../../catalogue/catalogueReader.ts';
import { crossrefDeposit } from './crossrefDeposit.ts';
import { depositFormats, selectArticles, type DepositFormat } from './depositSelection.ts';
import { doajDeposit } from './doajDeposit.ts';

export interface DepositOptions {
  catalogue: CatalogueReader;
  publicUrl: string;
  publisherName: string;
  depositorEmail: string;
  /** CROSSMARK_POLICY_DOI (see crossrefDeposit.ts). */
  crossmarkPolicyDoi: string | null;
  now?: () => number;
}

/** The deposit document of a selection (shared with the command line). */
export function depositDocument(format: DepositFormat, options: DepositOptions, articles: Parameters<typeof doajDeposit>[0], label: string): string {
  const now = (options.now ?? Date.now)();
  if (format === 'doaj') return doajDeposit(articles, options);
  return crossrefDeposit(articles, `${label}-${now}`, { publicUrl: options.publicUrl, publisherName: options.publisherName, depositorEmail: options.depositorEmail, crossmarkPolicyDoi: options.crossmarkPolicyDoi, now });
}

export async function depositPlugin(app: FastifyInstance, options: DepositOptions): Promise<void> {
  app.get<{ Params: { format: string; '*': string } }>('/deposits/:format/*', async (request, reply) => {
    const format = depositFormats.find((known) => known === request.params.format);
    if (!format) throw httpError(404, `There is no deposit format "${request.params.format}"; the formats are ${depositFormats.join(' and ')}.`);
    const selection = await selectArticles(options.catalogue, request.params['*'].split('/').filter(Boolean));
    if (!selection.ok) throw httpError(selection.status, selection.message);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('content-disposition', fileDisposition(`${format}-${selection.label}.xml`, 'inline'))
      .send(depositDocument(format, options, selection.articles, selection.label));
  });
}
