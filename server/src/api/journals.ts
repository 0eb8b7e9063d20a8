// Journal calls of spec 7.2: biggest, public list, by subject, single journal, ISSN lookups, latest articles.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { JournalIssnName } from '@oap/shared/api/types.ts';
import type { Store } from '../store/store.ts';
import { httpError, issnSchema, nameSystemPattern, parseInput } from './validation.ts';

const biggestQuery = z.object({ count: z.coerce.number().int().min(1).max(100).default(10) });
const subjectParams = z.object({ id: z.coerce.number().int().min(1).max(10) });
const issnParams = z.object({ issn: issnSchema });
const nameParams = z.object({ name: z.string() });

export const LATEST_ARTICLES = 20;

export async function journalsApi(app: FastifyInstance, opts: { store: Store }): Promise<void> {
  const { store } = opts;

  const journalName = (params: unknown): string => {
    const { name } = parseInput(nameParams, params, 'journal name');
    if (!nameSystemPattern.test(name)) throw httpError(404, `Journal not found: ${name}`);
    return name;
  };
  const issnOf = (params: unknown) => parseInput(issnParams, params, 'ISSN').issn.toUpperCase();

  app.get('/journals/biggest', async (request) => {
    const { count } = parseInput(biggestQuery, request.query, 'query');
    return store.journals.biggest(count);
  });

  app.get('/journals/public', async () => store.journals.publicList());

  app.get('/journals/subject/:id', async (request) => {
    const { id } = parseInput(subjectParams, request.params, 'subject id');
    return store.journals.bySubject(id);
  });

  app.get('/journals/:name/single', async (request) => {
    const name = journalName(request.params);
    const journal = await store.journals.byNameSystem(name);
    if (!journal) throw httpError(404, `Journal not found: ${name}`);
    return journal;
  });

  app.get('/journals/:name/single/base', async (request) => {
    const name = journalName(request.params);
    const journal = await store.journals.summaryByNameSystem(name);
    if (!journal) throw httpError(404, `Journal not found: ${name}`);
    return journal;
  });

  app.get('/journals/issn/:issn/name', async (request): Promise<JournalIssnName> => {
    const issn = issnOf(request.params);
    const journal = await store.journals.summaryByIssn(issn);
    if (!journal) throw httpError(404, `Journal not found: ${issn}`);
    return { issn: journal.issn, name: journal.name, nameSystem: journal.nameSystem };
  });

  app.get('/journals/issn/:issn/base', async (request) => {
    const issn = issnOf(request.params);
    const journal = await store.journals.summaryByIssn(issn);
    if (!journal) throw httpError(404, `Journal not found: ${issn}`);
    return journal;
  });

  app.get('/journals/:name/articles', async (request) => {
    const name = journalName(request.params);
    const articles = await store.articles.latestByJournal(name, LATEST_ARTICLES);
    if (!articles) throw httpError(404, `Journal not found: ${name}`);
    return articles;
  });
}
