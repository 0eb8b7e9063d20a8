// The one article writer: every row of one article (the record, its authors, affiliations, keywords,
// review reports, source XML, files, version, notice and both text indexes), for the seed and for an
// import alike. It writes through the engine's row writers (seed/seedSteps/statements.ts): the seed's
// bulk transaction, or an import's transaction of one article (catalogueQueries.ts ImportTransaction).
import { doiSearchText } from '../articleSearch.ts';
import type { ArticleInput } from '../seed/generatedArticles.ts';
import type { SeedStatements } from '../seed/seedSteps/statements.ts';
import type { StoredAsset, StoredFile } from './assets.ts';
import type { ArticleNotice } from './notices.ts';

/** Where an article sits and what the catalogue counts of it. */
export interface ArticlePlacement {
  id: number;
  journalId: number;
  issueId: number;
  sectionId: number | null;
  identifier: string;
  doi: string;
  publishedAt: string;
  views: number;
  citations: number;
  downloads: number;
  editorsChoice: boolean;
  specialIssueId: number | null;
  topicId: number | null;
  collectionId: number | null;
  /** Made up by the seed (demo content), not published by anyone: the data says so (articles.generated). */
  generated: boolean;
}

/** What an imported article carries besides its text (generated articles have none of it). */
export interface ArticlePublication {
  version: number;
  importedAt: string;
  contentHash: string;
  files: StoredFile[];
  assets: StoredAsset[];
  /** The notice shown on this article (a retraction of it published earlier), JSON as kept. */
  shownNotice: string | null;
  /** Set when this article is itself a correction, retraction or expression of concern. */
  isNoticeOf: ArticleNotice | null;
}

export const authorNames = (input: ArticleInput): string[] =>
  input.authors.map((author) => author.name ?? [author.givenNames, author.surname].filter(Boolean).join(' '));

export function writeArticleRows(st: SeedStatements, place: ArticlePlacement, input: ArticleInput, publication: ArticlePublication | null): void {
  const id = place.id;
  const names = authorNames(input);
  st.article.run(
    id, place.journalId, place.issueId, place.sectionId, place.identifier, input.articleType, input.title,
    input.abstractHtml, input.bodyHtml, place.doi, JSON.stringify(names), input.dates.received, input.dates.revised, input.dates.accepted,
    place.publishedAt, input.license.name, input.license.url, place.views, place.citations, place.downloads, input.region,
    input.source?.publisher ?? null, input.source?.journal ?? null, input.source?.doi ?? null, input.source?.licenseUrl ?? null,
    place.editorsChoice ? 1 : 0, place.specialIssueId, place.topicId, place.collectionId, JSON.stringify(input.references),
    publication?.version ?? 1, publication?.importedAt ?? null, publication?.shownNotice ?? null, place.generated ? 1 : 0,
  );
  input.authors.forEach((author, index) =>
    st.author.run(id, index, author.givenNames, author.surname, author.orcid, author.corresponding ? 1 : 0, JSON.stringify(author.affiliations)));
  input.affiliations.forEach((text, index) => st.affiliation.run(id, index, text));
  input.keywords.forEach((keyword, index) => st.keyword.run(id, index, keyword));
  input.reviews.forEach((review, index) => st.review.run(id, index, review.kind, review.title, review.html));
  if (input.xml) st.jats.run(id, input.xml);
  if (publication) writePublicationRows(st, id, place.publishedAt, input.xml ?? '', publication);
  let referencesText = '';
  for (const reference of input.references) referencesText += `${reference.text}\n`;
  st.search.run(id, input.title, input.abstractText, input.keywords.join('; '), names.join('; '), input.affiliations.join('; '), doiSearchText(place.doi));
  st.searchText.run(id, input.bodyText, referencesText);
}

function writePublicationRows(st: SeedStatements, id: number, publishedAt: string, xml: string, publication: ArticlePublication): void {
  for (const file of publication.files) st.storedFile.run(file.hash, file.mediaType, file.bytes.byteLength, file.bytes);
  publication.assets.forEach((asset, position) =>
    st.asset.run(id, position, asset.href, asset.role, asset.ownerId, asset.hash, asset.mediaType, asset.size, asset.width, asset.height,
      asset.variants.length ? JSON.stringify(asset.variants) : null));
  st.version.run(id, publication.version, publishedAt, publication.importedAt, publication.contentHash, xml, JSON.stringify(publication.assets));
  if (publication.isNoticeOf) st.notice.run(id, publication.isNoticeOf.kind, publication.isNoticeOf.originalDoi);
}
