// The article search engine's column store: for every article id, the few small fields that search
// filters, counts and sorts on (journal, type, region, day, citations, views, downloads, section,
// special issue, editors' choice, volume, issue), held in typed arrays. FTS5 finds which articles match a text; this
// turns a match list into filtered, faceted, sorted pages without touching the article rows, the way
// doc values serve a search engine. About 30 bytes per article: 30 MB at a million articles.
import type { DatabaseSync } from 'node:sqlite';
import { lastPublishOfStamp, REPUBLISHED_SINCE_SQL, republishedSinceValues, seedingOfStamp } from '../searchStamp.ts';

/** An article's row as the index reads it: id, type, region, day, citations, views, downloads, section, special issue, editors' choice, issue id. */
type IndexRow = [number, string, string | null, number, number, number, number, number, number, number, number];

/** The arrays indexed by id. */
const ARRAYS = ['journal', 'type', 'region', 'day', 'citations', 'views', 'downloads', 'section', 'specialIssue', 'editorsChoice', 'volume', 'issue', 'facetKey'] as const;

export class ArticleIndex {
  /** Highest article id; arrays are indexed by id (0 and gaps are "no article"). */
  readonly maxId: number;
  readonly count: number;
  /** The journal's id (below JOURNAL_ROOM; 0 = no article). */
  readonly journal: Uint16Array;
  readonly type: Uint8Array;
  /** 0 = unknown region, else 1 + index into `regions`. */
  readonly region: Uint8Array;
  /** Publication day (days since 1970-01-01). */
  readonly day: Int32Array;
  readonly citations: Uint32Array;
  readonly views: Uint32Array;
  readonly downloads: Uint32Array;
  readonly section: Uint32Array;
  readonly specialIssue: Uint32Array;
  readonly editorsChoice: Uint8Array;
  readonly volume: Uint16Array;
  readonly issue: Uint8Array;
  /** journal | type << 10 | region << 16 (0 = no article): one number for the facet pass (see facetKeyParts). */
  readonly facetKey: Uint32Array;
  /** The facet keys that occur (a few thousand at most: journals × types × regions). */
  readonly facetKeys: number[] = [];
  readonly typeIds: string[];
  readonly regions: string[];
  /** True when ids ascend with the publication day (the seeder writes them so): date ranges are id ranges. */
  readonly dateOrdered: boolean;
  /** The catalogue this index was read from (catalogue_info.seededAt). */
  readonly stamp: string;
  private orders = new Map<string, Uint32Array>();
  private viewsChangedSinceOrder = false;
  private viewsOrderBuiltAt = 0;

  private constructor(maxId: number, stamp: string) {
    this.maxId = maxId;
    this.stamp = stamp;
    const size = maxId + 1;
    this.journal = new Uint16Array(size);
    this.type = new Uint8Array(size);
    this.region = new Uint8Array(size);
    this.day = new Int32Array(size);
    this.citations = new Uint32Array(size);
    this.views = new Uint32Array(size);
    this.downloads = new Uint32Array(size);
    this.section = new Uint32Array(size);
    this.specialIssue = new Uint32Array(size);
    this.editorsChoice = new Uint8Array(size);
    this.volume = new Uint16Array(size);
    this.issue = new Uint8Array(size);
    this.facetKey = new Uint32Array(size);
    this.typeIds = [];
    this.regions = [];
    this.count = 0;
    this.dateOrdered = true;
  }

  /**
   * Read in one read transaction: an import committing meanwhile (another process or connection)
   * would otherwise add rows past the maxId the arrays were sized for.
   */
  static load(db: DatabaseSync, stamp: string): ArticleIndex {
    const own = !db.isTransaction;
    if (own) db.exec('BEGIN');
    try {
      return ArticleIndex.read(db, stamp);
    } finally {
      if (own && db.isTransaction) db.exec('COMMIT');
    }
  }

  private static read(db: DatabaseSync, stamp: string): ArticleIndex {
    const bounds = db.prepare('SELECT coalesce(max(id), 0) AS maxId FROM articles').get() as { maxId: number };
    const index = new ArticleIndex(bounds.maxId, stamp);
    const issues = new Map<number, [number, number]>();
    const issueStatement = db.prepare('SELECT i.id, v.volume, i.issue FROM issues i JOIN volumes v ON v.id = i.volume_id');
    issueStatement.setReturnArrays(true);
    for (const [id, volume, issue] of issueStatement.all() as unknown as [number, number, string][]) {
      issues.set(id, [volume, Number(issue) || 0]);
    }
    // One journal at a time over the covering index articles_search_fields (never the wide rows).
    const statement = db.prepare(
      `SELECT id, article_type, region, CAST(julianday(published_at) - 2440587.5 AS INTEGER), citations, views, downloads,
         coalesce(section_id, 0), coalesce(special_issue_id, 0), editors_choice, issue_id
       FROM articles INDEXED BY articles_search_fields WHERE journal_id = ?`,
    );
    statement.setReturnArrays(true);
    const codes = index.codes();
    const journals = (db.prepare('SELECT id FROM journals ORDER BY id').all() as { id: number }[]).map((row) => row.id);
    for (const journal of journals) {
      for (const row of statement.all(journal) as unknown as IndexRow[]) index.place(journal, row, codes, issues.get(row[10]) ?? [0, 0]);
    }
    (index as { dateOrdered: boolean }).dateOrdered = index.ascendingDaysFrom(1, -Infinity);
    return index;
  }

  /**
   * `before` with the articles published since it was read, when all of them are new (ids above its
   * own), read in one read transaction: its arrays copied and the new rows read by id, where reading
   * every article again took each search thread about 0.1 s at 50,000 articles and grows with them.
   * Null when that cannot be told or is not so (another seeding, a first publish, a new version of an
   * article it holds): the caller loads the index afresh.
   */
  static extended(db: DatabaseSync, before: ArticleIndex, stamp: string): ArticleIndex | null {
    const last = lastPublishOfStamp(before.stamp);
    if (last === null || seedingOfStamp(before.stamp) !== seedingOfStamp(stamp)) return null;
    const own = !db.isTransaction;
    if (own) db.exec('BEGIN');
    try {
      const { republished } = db.prepare(REPUBLISHED_SINCE_SQL).get(...republishedSinceValues(before.maxId, last)) as { republished: number };
      if (republished) return null;
      const bounds = db.prepare('SELECT coalesce(max(id), 0) AS maxId FROM articles').get() as { maxId: number };
      const index = new ArticleIndex(Math.max(bounds.maxId, before.maxId), stamp);
      index.copyFrom(before);
      const statement = db.prepare(
        `SELECT a.journal_id, coalesce(v.volume, 0), coalesce(i.issue, '0'), a.id, a.article_type, a.region, CAST(julianday(a.published_at) - 2440587.5 AS INTEGER),
           a.citations, a.views, a.downloads, coalesce(a.section_id, 0), coalesce(a.special_issue_id, 0), a.editors_choice, a.issue_id
         FROM articles a LEFT JOIN issues i ON i.id = a.issue_id LEFT JOIN volumes v ON v.id = i.volume_id WHERE a.id > ? ORDER BY a.id`,
      );
      statement.setReturnArrays(true);
      const codes = index.codes();
      for (const [journal, volume, issue, ...row] of statement.all(before.maxId) as unknown as [number, number, string, ...IndexRow][]) {
        index.place(journal, row, codes, [volume, Number(issue) || 0]);
      }
      const lastDay = before.dateOrdered ? before.lastDay() : Infinity;
      (index as { dateOrdered: boolean }).dateOrdered = before.dateOrdered && index.ascendingDaysFrom(before.maxId + 1, lastDay);
      return index;
    } finally {
      if (own && db.isTransaction) db.exec('COMMIT');
    }
  }

  /** The type and region codes given so far, to give the next ones. */
  private codes(): { types: Map<string, number>; regions: Map<string, number>; keys: Set<number> } {
    return {
      types: new Map(this.typeIds.map((type, code) => [type, code])),
      regions: new Map(this.regions.map((region, at) => [region, at + 1])),
      keys: new Set(this.facetKeys),
    };
  }

  /** One article's fields into the arrays (its volume and issue number given), its type and region given codes as they first occur. */
  private place(journal: number, row: IndexRow, codes: ReturnType<ArticleIndex['codes']>, [volume, issue]: [number, number]): void {
    const [id, type, region, day, citations, views, downloads, section, specialIssue, editorsChoice] = row;
    if (journal >= JOURNAL_ROOM) throw new Error(`SQLite's search holds journals whose ids are below ${JOURNAL_ROOM}, and article ${id} is in journal ${journal}: run this catalogue on PostgreSQL (DATABASE_URL).`);
    let typeCode = codes.types.get(type);
    if (typeCode === undefined) {
      typeCode = this.typeIds.length;
      this.typeIds.push(type);
      codes.types.set(type, typeCode);
    }
    let regionCode = 0;
    if (region) {
      regionCode = codes.regions.get(region) ?? 0;
      if (!regionCode) {
        this.regions.push(region);
        regionCode = this.regions.length;
        codes.regions.set(region, regionCode);
      }
    }
    this.journal[id] = journal;
    this.type[id] = typeCode;
    this.region[id] = regionCode;
    this.day[id] = day;
    this.citations[id] = citations;
    this.views[id] = views;
    this.downloads[id] = downloads;
    this.section[id] = section;
    this.specialIssue[id] = specialIssue;
    this.editorsChoice[id] = editorsChoice;
    this.volume[id] = volume;
    this.issue[id] = issue;
    const key = journal | (typeCode << 10) | (regionCode << 16);
    this.facetKey[id] = key;
    if (!codes.keys.has(key)) {
      codes.keys.add(key);
      this.facetKeys.push(key);
    }
    (this as { count: number }).count = this.count + 1;
  }

  /** Another index's articles in this one's arrays (as large or larger), with their codes and count. */
  private copyFrom(before: ArticleIndex): void {
    for (const name of ARRAYS) (this[name] as { set(from: ArrayLike<number>): void }).set(before[name]);
    this.typeIds.push(...before.typeIds);
    this.regions.push(...before.regions);
    this.facetKeys.push(...before.facetKeys);
    (this as { count: number }).count = before.count;
  }

  /** Whether the articles from `from` on come in order of their days, none before `after`. */
  private ascendingDaysFrom(from: number, after: number): boolean {
    let lastDay = after;
    for (let id = from; id <= this.maxId; id++) {
      if (!this.journal[id]) continue;
      const day = this.day[id] as number;
      if (day < lastDay) return false;
      lastDay = day;
    }
    return true;
  }

  exists(id: number): boolean {
    return id > 0 && id <= this.maxId && this.journal[id] !== 0;
  }

  /** The newest publication day in the catalogue. */
  lastDay(): number {
    let last = 0;
    if (this.dateOrdered) {
      for (let id = this.maxId; id > 0; id--) if (this.journal[id]) return this.day[id] as number;
      return 0;
    }
    for (let id = 1; id <= this.maxId; id++) if (this.journal[id] && (this.day[id] as number) > last) last = this.day[id] as number;
    return last;
  }

  /** Smallest id whose day is >= `day` (date-ordered catalogues only). */
  firstIdOnOrAfter(day: number): number {
    let lo = 1;
    let hi = this.maxId + 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.day[mid] as number) < day) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** Largest id whose day is <= `day` (date-ordered catalogues only). */
  lastIdOnOrBefore(day: number): number {
    return this.firstIdOnOrAfter(day + 1) - 1;
  }

  recordView(id: number): void {
    if (!this.exists(id)) return;
    this.views[id] = (this.views[id] as number) + 1;
    this.viewsChangedSinceOrder = true;
  }

  /** An article's views as the file holds them now (a search thread's index: ../search/viewsRing.ts). */
  setViews(id: number, views: number): void {
    if (!this.exists(id) || this.views[id] === views) return;
    this.views[id] = views;
    this.viewsChangedSinceOrder = true;
  }

  /**
   * All ids in descending order of a key (ties: newer first), built once and cached. Used to page
   * through large result sets sorted by citations, views or bibliographic order without sorting them.
   */
  order(kind: 'citations' | 'views' | 'bibliographic', journalRank: (journalId: number) => number): Uint32Array {
    // Views change as articles are read: the views order is rebuilt at most once a minute (pages up to
    // 50,000 results are sorted directly and are always exact).
    if (kind === 'views' && this.viewsChangedSinceOrder && Date.now() - this.viewsOrderBuiltAt > 60_000) this.orders.delete('views');
    const cached = this.orders.get(kind);
    if (cached) return cached;
    // Packed keys: key * 2^21 + id sorts numerically, so a Float64Array sorts natively (no comparator).
    const ids = new Float64Array(this.count);
    let n = 0;
    const idBits = 2 ** 21;
    if (this.maxId >= idBits) throw new Error('ArticleIndex.order supports up to 2,097,151 articles');
    for (let id = 1; id <= this.maxId; id++) {
      if (!this.journal[id]) continue;
      let key: number;
      if (kind === 'citations') key = this.citations[id] as number;
      else if (kind === 'views') key = this.views[id] as number;
      // Bibliographic: journal name ascending, volume and issue descending, then article number ascending.
      else key = bibliographicKey(journalRank(this.journal[id] as number), this.volume[id] as number, this.issue[id] as number);
      ids[n++] = kind === 'bibliographic' ? key * idBits + (idBits - 1 - id) : key * idBits + id;
    }
    ids.sort();
    const order = new Uint32Array(n);
    for (let i = 0; i < n; i++) {
      const packed = ids[n - 1 - i] as number;
      const low = packed % idBits;
      order[i] = kind === 'bibliographic' ? idBits - 1 - low : low;
    }
    this.orders.set(kind, order);
    if (kind === 'views') {
      this.viewsChangedSinceOrder = false;
      this.viewsOrderBuiltAt = Date.now();
    }
    return order;
  }
}

/** The journal, type code and region code of a facet key. */
/**
 * Journal ids the index holds: below 1024, ten bits of a facet key (its type six, its region four),
 * whose histograms are arrays of FACET_KEY_SPACE counts (4 MB). A catalogue with a journal id past it
 * is refused with a sentence, not searched wrongly: it runs on PostgreSQL.
 */
export const JOURNAL_ROOM = 1 << 10;
export const facetKeyParts = (key: number): [number, number, number] => [key & (JOURNAL_ROOM - 1), (key >>> 10) & 0x3f, key >>> 16];
export const FACET_KEY_SPACE = 1 << 20;

/**
 * Bibliographic order's key, highest first: the journal's place by name ascending (below
 * JOURNAL_ROOM), then its volume and issue descending (a volume below 65,536, the issue as a number
 * below 16), each in bits of its own so that no volume reaches into its journal's place. Below 2^30,
 * so that with an id below 2^21 it stays an exact Float64.
 */
export const bibliographicKey = (journalRank: number, volume: number, issue: number): number =>
  (JOURNAL_ROOM - 1 - Math.min(JOURNAL_ROOM - 1, journalRank)) * 2 ** 20 + volume * 16 + Math.min(15, issue);

