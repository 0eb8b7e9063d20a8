// The document head of a journal subpage: "{page} – {journal}" (the shell adds "| the product"), a
// description, and the canonical address: the page's path with only the query values that change what
// it shows (page, sort, filter), so each list page is its own and the same page is one address.
import type { JournalSummary } from '@oap/contracts/api/journals.ts';
import type { RouteHead } from '@oap/contracts/federation/contract.ts';
import { journalPagePath } from '@oap/shared/journals/frame/journalMenu.ts';

export interface JournalPageHeadOptions {
  title: string;
  description: string;
  /** The path after /journal/{slug} ("editors", "special_issues/foo_2026"). */
  suffix: string;
  /** Query values that make this page a different one (page 2, a sort, a filter). */
  query?: Record<string, string | undefined>;
  robots?: string;
}

export function journalPageHead(journal: Pick<JournalSummary, 'name' | 'nameSystem'>, options: JournalPageHeadOptions): RouteHead {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(options.query ?? {})) if (value) search.set(key, value);
  const query = search.toString();
  return {
    title: `${options.title} – ${journal.name}`,
    description: options.description,
    canonical: `${journalPagePath(journal.nameSystem, options.suffix)}${query ? `?${query}` : ''}`,
    ...(options.robots ? { robots: options.robots } : {}),
  };
}
