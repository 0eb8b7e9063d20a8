// One way to make a journal page's route module: its loader reads the journal and the page's
// own data at once through the request's QueryClient (an unknown journal or record is the route's 404),
// its head names the page and the journal, and its component puts the page's content in the journal's
// frame. Each route file calls this once, exports its loader and head, and a Component that reads the
// loader's data by its own type (useLoaderData<typeof loader>) and hands it to Page.
import type { ComponentType, ReactNode } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { queryClientOf, type RouteContext } from '@oap/shared/api/requestScope.ts';
import type { BreadcrumbItem } from '@oap/shared/ui/breadcrumbs/Breadcrumbs.tsx';
import { orNotFound } from '@oap/shared/routing/notFound.ts';
import { JournalFrame } from '@oap/shared/journals/frame/JournalFrame.tsx';
import { journalPageHead } from './journalPageHead.ts';
import { journalPagePath, type JournalRouteName } from '@oap/shared/journals/frame/journalMenu.ts';
import { RelatedPages } from './RelatedPages.tsx';
import { journalSummaryQuery } from '@oap/shared/journals/journalSummaryQuery.ts';

/** What a page's `load` gets: the journal's slug, the address's parameters and query, the request's cache and context (for its API calls). */
export interface JournalPageRequest {
  slug: string;
  params: LoaderFunctionArgs['params'];
  url: URL;
  queryClient: QueryClient;
  context: RouteContext;
}

/** A page's data with its journal. */
export type WithJournal<Data> = Data & { journal: JournalSummary };

export interface JournalPageDefinition<Data> {
  /** The menu entry to mark; `exact: false` on a page under it (one special issue under Special Issues). */
  current: JournalRouteName;
  exact?: boolean;
  /** The page's own data; a rejected API 404 is the page's 404. */
  load: (request: JournalPageRequest) => Promise<Data>;
  /** The h1 (and the document title before " – {journal}"). */
  title: (data: WithJournal<Data>) => string;
  /** The path after /journal/{slug}, for the canonical address. */
  suffix: (data: WithJournal<Data>) => string;
  description: (data: WithJournal<Data>) => string;
  /** Query values that make this a page of its own (page, sort, filter). */
  query?: (data: WithJournal<Data>) => Record<string, string | undefined>;
  robots?: (data: WithJournal<Data>) => string | undefined;
  trail?: (data: WithJournal<Data>) => BreadcrumbItem[];
  crumb?: (data: WithJournal<Data>) => string;
  lead?: (data: WithJournal<Data>) => ReactNode;
  /** Pages a reader goes on to, after the content: [label, path after /journal/{slug}, or a site path starting with /]. */
  related?: Array<[label: string, target: string]>;
  Content: ComponentType<{ data: WithJournal<Data> }>;
}

export function defineJournalPage<Data extends object>(page: JournalPageDefinition<Data>) {
  async function loader({ params, request, context }: LoaderFunctionArgs): Promise<WithJournal<Data>> {
    const queryClient = queryClientOf(context);
    const slug = params['slug'] ?? '';
    const url = new URL(request.url);
    const [journal, data] = await orNotFound(request, Promise.all([queryClient.ensureQueryData(journalSummaryQuery(slug)), page.load({ slug, params, url, queryClient, context })]));
    return { ...data, journal };
  }

  function head(data: WithJournal<Data>): RouteHead {
    const robots = page.robots?.(data);
    return journalPageHead(data.journal, {
      title: page.title(data),
      description: page.description(data),
      suffix: page.suffix(data),
      ...(page.query ? { query: page.query(data) } : {}),
      ...(robots ? { robots } : {}),
    });
  }

  function Page({ data }: { data: WithJournal<Data> }) {
    const { Content } = page;
    return (
      <JournalFrame
        journal={data.journal}
        current={page.current}
        exact={page.exact ?? true}
        title={page.title(data)}
        {...(page.crumb ? { crumb: page.crumb(data) } : {})}
        {...(page.trail ? { trail: page.trail(data) } : {})}
        {...(page.lead ? { lead: page.lead(data) } : {})}
      >
        <Content data={data} />
        {page.related ? <RelatedPages pages={page.related.map(([label, target]) => ({ label, to: target.startsWith('/') ? target : journalPagePath(data.journal.nameSystem, target) }))} /> : null}
      </JournalFrame>
    );
  }

  return { loader, head, Page };
}
