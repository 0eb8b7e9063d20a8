// Route module of /topics/{identifier}/{journalNameSystem}/abstract: sending an abstract to a topic's
// editors through one of its journals, before the full paper. A journal the topic does not run in is
// the 404 page, as is an unknown topic.
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { notFound, orNotFound } from '@oap/shared/routing/notFound.ts';
import { topicQuery } from '../record-pages/recordQueries.ts';
import { TopicAbstractPage } from './TopicAbstractPage.tsx';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const topic = await orNotFound(request, queryClientOf(context).ensureQueryData(topicQuery(params['identifier'] ?? '')));
  const journal = topic.journals.find((candidate) => candidate.nameSystem === params['journalNameSystem']);
  if (!journal) notFound(new URL(request.url).pathname);
  return { topic, journal };
}

export function head({ topic, journal }: RouteData<typeof loader>): RouteHead {
  return {
    title: `Abstract for ${topic.name} in ${journal.name}`,
    description: `Send an abstract to the editors of the topic “${topic.name}” before you submit your full paper to ${journal.name}.`,
    canonical: `/topics/${topic.identifier}/${journal.nameSystem}/abstract`,
  };
}

export const Component = TopicAbstractPage;
