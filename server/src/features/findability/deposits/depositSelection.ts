// What a deposit covers, named as the site's addresses name it: a volume ("{issn}/{volume}"), an
// issue ("{issn}/{volume}/{issue}") or an article ("{issn}/{volume}/{issue}/{identifier}"). Shared by
// the API routes and `npm run deposit`, so both read the same catalogue the same way.
import type { ArticleRecord, CatalogueReader } from '../../../catalogue/catalogueReader.ts';

export const depositFormats = ['crossref', 'doaj'] as const;
export type DepositFormat = (typeof depositFormats)[number];

export type Selection = { ok: true; articles: ArticleRecord[]; label: string } | { ok: false; status: 400 | 404; message: string };

const ISSN = /^\d{4}-\d{3}[\dX]$/;

/** The articles of a volume, an issue or one article, from the parts of its address. */
export async function selectArticles(catalogue: CatalogueReader, parts: string[]): Promise<Selection> {
  const [issn, volume, issue, identifier, ...rest] = parts;
  if (!issn || !volume || rest.length > 0) {
    return { ok: false, status: 400, message: 'Name a volume (ISSN/volume), an issue (ISSN/volume/issue) or an article (ISSN/volume/issue/article number).' };
  }
  if (!ISSN.test(issn)) return { ok: false, status: 400, message: `"${issn}" is not an ISSN (such as 1234-5678).` };
  if (!/^\d{1,4}$/.test(volume)) return { ok: false, status: 400, message: `"${volume}" is not a volume number.` };
  const journal = await catalogue.journalByIssn(issn);
  if (!journal) return { ok: false, status: 404, message: `No journal of ours has the ISSN ${issn}.` };
  const inIssue = await catalogue.issueArticles(journal.id, volume, issue ?? null);
  const articles = identifier === undefined ? inIssue : inIssue.filter((article) => article.identifier === identifier);
  const label = [journal.nameSystem, `vol${volume}`, ...(issue ? [`iss${issue}`] : []), ...(identifier ? [identifier] : [])].join('-');
  if (articles.length === 0) {
    const what = identifier ? `article ${identifier} in volume ${volume}, issue ${issue}` : issue ? `articles in volume ${volume}, issue ${issue}` : `articles in volume ${volume}`;
    return { ok: false, status: 404, message: `${journal.name} has no ${what}.` };
  }
  return { ok: true, articles, label };
}
