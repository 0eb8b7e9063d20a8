// Route module of /topics/{identifier} (route name "topics-identifier"): a topic's call for papers,
// its journals, editors, deadline and published articles. Submit in the header opens the topic's
// dialog here (spec 4); the page's own links lead to the submission system for each journal.
import type { LoaderFunctionArgs } from 'react-router';
import { currentQueryClient } from '@oap/shared/api/requestScope.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { plainTextStart } from '@oap/contracts/articles/articleText.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { topicQuery } from '../record-pages/recordQueries.ts';
import { optional, topicArticlesQuery } from '../publisher/publisherQueries.ts';
import { TopicPage } from './TopicPage.tsx';

export async function loader({ params, request }: LoaderFunctionArgs) {
  const identifier = params['identifier'] ?? '';
  const queries = currentQueryClient();
  const [topic, articles] = await Promise.all([
    orNotFound(request, queries.ensureQueryData(topicQuery(identifier))),
    // The articles are a list the page can do without; the topic itself decides 404.
    optional(queries.ensureQueryData(topicArticlesQuery(identifier))),
  ]);
  return { topic, articles };
}

export function head({ topic }: RouteData<typeof loader>): RouteHead {
  const description = plainTextStart(topic.descriptionHtml, 200) || `A call for papers across ${topic.journals.length} journals.`;
  return { title: topic.name, description, canonical: topic.path, openGraph: { type: 'website', description } };
}

export const Component = TopicPage;
