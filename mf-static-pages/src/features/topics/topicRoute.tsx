// Route module of /topics/{identifier} (route name "topics-identifier"): a topic's call for papers,
// its journals, editors, deadline and published articles. Submit in the header opens the topic's
// dialog here (spec 4); the page's own links lead to the submission system for each journal.
import type { LoaderFunctionArgs } from 'react-router';
import { queryClientOf } from '@oap/shared/api/requestScope.ts';
import type { RouteData, RouteHead } from '@oap/contracts/federation/contract.ts';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { topicQuery } from '../record-pages/recordQueries.ts';
import { optional, topicArticlesQuery } from '../publisher/publisherQueries.ts';
import { TopicPage } from './TopicPage.tsx';

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const identifier = params['identifier'] ?? '';
  const queries = queryClientOf(context);
  const [topic, articles] = await Promise.all([
    orNotFound(request, queries.ensureQueryData(topicQuery(identifier))),
    // The articles are a list the page can do without; the topic itself decides 404.
    optional(queries.ensureQueryData(topicArticlesQuery(identifier))),
  ]);
  return { topic, articles };
}

/** The call's first words as plain text, for the description tag (the head escapes it; no DOM on the server). */
function callSummary(html: string, max = 200): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, text.lastIndexOf(' ', max - 1))}…` : text;
}

export function head({ topic }: RouteData<typeof loader>): RouteHead {
  const description = callSummary(topic.descriptionHtml) || `A call for papers across ${topic.journals.length} journals.`;
  return { title: topic.name, description, canonical: topic.path, openGraph: { type: 'website', description } };
}

export const Component = TopicPage;
