// The special issue's abstracts (the issue itself is @oap/shared's specialIssueQuery.ts),
// with HTML sanitised as it arrives; and the check that the issue is the journal's own.
import type { SpecialIssueAbstracts, SpecialIssueSummary } from '@oap/contracts/api/journals.ts';
import { apiGet, retryServerFailureOnce, type ApiCall } from '@oap/shared/api/client.ts';
import { specialIssueApiPath } from '@oap/shared/journals/specialIssueQuery.ts';
import { loadSanitizer } from '@oap/shared/content/safeHtml.ts';
import { notFound } from '@oap/shared/routing/notFound.ts';

/** `journal`: the journal's nameSystem (identifiers are the journal's own). */
export function specialIssueAbstractsQuery(identifier: string, journal: string) {
  return {
    queryKey: ['special-issue', identifier, journal, 'abstracts'] as const,
    queryFn: async (call: ApiCall): Promise<SpecialIssueAbstracts> => {
      const [answer, clean] = await Promise.all([
        apiGet<SpecialIssueAbstracts>(specialIssueApiPath(identifier, journal, '/abstracts'), call),
        loadSanitizer(),
      ]);
      return { ...answer, articles: answer.articles.map((article) => ({ ...article, abstractHtml: clean(article.abstractHtml) })) };
    },
    retry: retryServerFailureOnce,
  };
}

/** A special issue is a page of its own journal only: under another journal's address it is a 404. */
export function ownIssue<Issue extends Pick<SpecialIssueSummary, 'journal'>>(issue: Issue, slug: string, url: URL): Issue {
  if (issue.journal.nameSystem !== slug) notFound(url.pathname);
  return issue;
}
