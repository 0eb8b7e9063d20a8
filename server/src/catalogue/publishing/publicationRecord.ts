// What an imported article's page shows of its publishing, from the rows the import wrote: the version
// shown and every version with its date and address, the article a notice is about, and the files
// that came with it: the queries (run on either engine by ../articles/articlePages.ts) and the
// shaping of their rows.
import type { Article, ArticleDownload, ArticleVersionEntry } from '@oap/contracts/api/articles.ts';
import { storedFileUrl, type StoredAsset } from './assets.ts';
import type { NoticeKind } from './notices.ts';

export interface VersionRow {
  version: number;
  published_at: string;
  imported_at: string;
}

export interface NoticeOfRow {
  kind: NoticeKind;
  original_doi: string;
  title: string | null;
  issn: string | null;
  volume: number | string | null;
  issue: string | null;
  identifier: string | null;
}

/** An earlier version's address: under the article's own. */
export const versionPath = (articlePath: string, version: number) => `${articlePath}/versions/${version}`;

export function versionEntries(articlePath: string, current: number, rows: VersionRow[]): ArticleVersionEntry[] {
  return rows.map((row) => ({
    version: Number(row.version),
    publishedAt: row.published_at,
    importedAt: row.imported_at,
    path: Number(row.version) === current ? articlePath : versionPath(articlePath, Number(row.version)),
    current: Number(row.version) === current,
  }));
}

export function noticeOf(row: NoticeOfRow | undefined): Article['noticeOf'] {
  if (!row) return null;
  const path = row.issn && row.identifier ? `/${row.issn}/${Number(row.volume)}/${row.issue}/${row.identifier}` : null;
  return { kind: row.kind, doi: row.original_doi, path, title: row.title };
}

/** The files worth a download link: every stored one, originals of figures included (the page's images are webp renditions). */
export function fileDownloads(assetsJson: string | null | undefined): ArticleDownload[] {
  if (!assetsJson) return [];
  const assets = JSON.parse(assetsJson) as StoredAsset[];
  return assets
    .filter((asset): asset is StoredAsset & { hash: string } => Boolean(asset.hash))
    .map((asset) => {
      const name = asset.href.replace(/^.*\//, '');
      return { name, url: storedFileUrl(asset.hash, name), size: asset.size ?? 0, mediaType: asset.mediaType ?? 'application/octet-stream', kind: asset.role };
    });
}

export const storedAssets = (assetsJson: string | null | undefined): StoredAsset[] => (assetsJson ? (JSON.parse(assetsJson) as StoredAsset[]) : []);

/** The SQL both engines run for them (`?` for the article's id). */
export const VERSIONS_SQL = 'SELECT version, published_at, imported_at FROM article_versions WHERE article_id = ? ORDER BY version DESC';
export const NOTICE_OF_SQL = `SELECT n.kind, n.original_doi, o.title, j.issn, v.volume, i.issue, o.identifier
  FROM article_notices n LEFT JOIN articles o ON o.doi = n.original_doi LEFT JOIN issues i ON i.id = o.issue_id
  LEFT JOIN volumes v ON v.id = i.volume_id LEFT JOIN journals j ON j.id = o.journal_id WHERE n.notice_id = ?`;
export const ASSETS_SQL = 'SELECT assets FROM article_versions WHERE article_id = ? AND version = ?';
/** The publisher's PDF from the article's package (its /pdf-vor), if it came with one. */
export const PACKAGE_PDF_SQL = `SELECT s.content FROM article_assets x JOIN stored_files s ON s.hash = x.file_hash
  WHERE x.article_id = ? AND x.role = 'pdf' ORDER BY x.position LIMIT 1`;
/** One version of an article, by its id and number. */
export const VERSION_SQL = 'SELECT version, published_at, imported_at, xml, assets FROM article_versions WHERE article_id = ? AND version = ?';

export interface VersionContentRow extends VersionRow {
  xml: string;
  assets: string;
}

/** The page text of a just published article, prepared and kept now (store.articles.byLocator prepares on first read). */
export function preparePublished(articles: { byLocator(locator: { issn: string; volume: string; issue: string; identifier: string }): Promise<unknown> }) {
  return async (path: string): Promise<void> => {
    const [issn = '', volume = '', issue = '', identifier = ''] = path.slice(1).split('/');
    await articles.byLocator({ issn, volume, issue, identifier });
  };
}
