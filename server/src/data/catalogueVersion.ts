// How caches of catalogue answers learn that the catalogue changed, whichever engine holds it: the
// journal answers (features/catalogueApi/journalsCache.ts), search answers (search/searchCache.ts), page payload files
// (releases/payloads/catalogueStamp.ts) and the findability documents are each kept under one of
// these values and made again when it moves.
/** catalogue_info's key for the catalogue's last publishing (an import or deposit sets it in its transaction). */
export const PUBLISHED_AT_KEY = 'publishedAt';

export interface CatalogueVersion {
  /**
   * Changes whenever anything is committed to the catalogue's database, by this server or by any
   * other process (a seeding, an import, another copy). Cheap: read every few milliseconds under load.
   */
  changes(): Promise<string>;
  /**
   * The catalogue's stamp: its seeding, its newest article, its journal count and its last publishing.
   * Changes when it is seeded again, articles or journals are added or an article gets a new version
   * or notice, not when counts or usage change.
   */
  stamp(): Promise<string>;
  /** When the catalogue was last seeded ('' when it never was): changes with a new seeding only. */
  seededAt(): Promise<string>;
}
