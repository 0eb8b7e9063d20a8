// The journal finder on PostgreSQL: a manuscript's most frequent content words scored over each
// journal's term profile by bm25, as FTS5 scores them on SQLite (the scope weighing three times the
// articles' terms), and which of the words each suggested journal has. ts_rank has neither bm25's idf
// nor its length normalization, and without them a large profile's common words outweigh the rare
// words that say which field a manuscript is in; a few dozen profiles are few enough to count each
// word's occurrences in each (unnest of the vector) and score them here. Words are widened to the
// stems FTS5 merges (migration 290), as the article search's are.
import { sql } from 'kysely';
import type { JournalFinderResponse } from '@oap/contracts/api/journals.ts';
import type { Db } from '../../../data/sqlDatabase.ts';
import { contentWords } from '../../words.ts';
import { journalRecords } from './journals.ts';
import { operandQuery } from './textQuery.ts';

/** bm25's column weights (scope, articles) and parameters, as FTS5's bm25(journal_profile, 3.0, 1.0). */
const WEIGHT: Record<string, number> = { A: 3, B: 1 };
const K1 = 1.2;
const B = 0.75;

interface Scored {
  id: number;
  score: number;
  /** The manuscript's words the profile has, in the words' order. */
  terms: string[];
}

/** The ten best profiles for the words (`queries`: each word's tsquery text), best first. */
async function bm25(db: Db, terms: string[], queries: string[]): Promise<Scored[]> {
  const [words, profiles, hits] = await Promise.all([
    // Each word's lexemes (a hyphenated word has several: its occurrences are counted as its rarest part's).
    sql<{ ord: number; lexemes: string[] }>`
      SELECT ord, tsvector_to_array(to_tsvector('oap_search', oap_search_words(text))) AS lexemes FROM unnest(${terms}::text[]) WITH ORDINALITY AS w(text, ord)`.execute(db),
    // Every profile's length in words, for the length normalization.
    sql<{ id: number; length: number }>`
      SELECT id, (SELECT coalesce(sum(coalesce(array_length(u.positions, 1), 1)), 0) FROM unnest(vector) u) AS length FROM journal_profile`.execute(db),
    // Which profiles have which words (as the search reads them: phrases as phrases).
    sql<{ id: number; ord: number }>`
      SELECT p.id, w.ord FROM journal_profile p CROSS JOIN unnest(${queries}::text[]) WITH ORDINALITY AS w(q, ord)
      WHERE p.vector @@ oap_fts5_query(to_tsquery('oap_search', w.q))`.execute(db),
  ]);
  if (!hits.rows.length) return [];
  const lexemesOf = new Map(words.rows.map((row) => [Number(row.ord), row.lexemes]));
  const ids = [...new Set(hits.rows.map((row) => Number(row.id)))];
  // A lexeme's occurrences are those of every stem FTS5 would have made one with it (migration 290:
  // "topology" counts the profile's "topological").
  const { rows: occurrences } = await sql<{ id: number; lexeme: string; weights: string[] }>`
    SELECT p.id, v.lexeme, u.weights
    FROM (SELECT l AS lexeme, unnest(oap_stem_variants(l)) AS variant FROM unnest(${[...new Set(words.rows.flatMap((row) => row.lexemes))]}::text[]) l) v
    JOIN journal_profile p ON p.id = ANY(${ids}::bigint[]) CROSS JOIN LATERAL unnest(p.vector) u
    WHERE u.lexeme = v.variant`.execute(db);
  /** Weighted occurrences of a lexeme in a profile. */
  const weighted = new Map<string, number>();
  for (const row of occurrences) {
    const key = `${Number(row.id)} ${row.lexeme}`;
    weighted.set(key, (weighted.get(key) ?? 0) + row.weights.reduce((sum, weight) => sum + (WEIGHT[weight] ?? 0), 0));
  }
  const lengths = new Map(profiles.rows.map((row) => [Number(row.id), Number(row.length)]));
  const n = lengths.size;
  const average = [...lengths.values()].reduce((sum, length) => sum + length, 0) / Math.max(1, n);
  const df = new Map<number, number>();
  for (const hit of hits.rows) df.set(Number(hit.ord), (df.get(Number(hit.ord)) ?? 0) + 1);
  const scored = new Map<number, Scored>();
  for (const hit of [...hits.rows].sort((a, b) => Number(a.ord) - Number(b.ord))) {
    const id = Number(hit.id);
    const ord = Number(hit.ord);
    const frequency = Math.min(...(lexemesOf.get(ord) ?? []).map((lexeme) => weighted.get(`${id} ${lexeme}`) ?? 0));
    const containing = df.get(ord) ?? 0;
    // FTS5 floors a word's idf at a millionth (a word in most profiles still counts a little).
    const idf = Math.max(1e-6, Math.log((n - containing + 0.5) / (containing + 0.5)));
    const length = lengths.get(id) ?? average;
    const entry = scored.get(id) ?? { id, score: 0, terms: [] };
    entry.score += (idf * (frequency * (K1 + 1))) / (frequency + K1 * (1 - B + (B * length) / average));
    entry.terms.push(terms[ord - 1] as string);
    scored.set(id, entry);
  }
  return [...scored.values()].sort((a, b) => b.score - a.score || a.id - b.id).slice(0, 10);
}

export async function journalFinder(db: Db, matter: { title: string; abstract: string; keywords: string[] }): Promise<JournalFinderResponse> {
  const words = contentWords(`${matter.title} ${matter.title} ${matter.keywords.join(' ')} ${matter.abstract}`);
  const frequency = new Map<string, number>();
  for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const terms = [...frequency].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([word]) => word);
  if (!terms.length) return { terms, matches: [] };
  // A hyphenated word is a phrase of its parts, as FTS5 reads "climate-change".
  const queries = terms.map((term) => operandQuery({ words: term.match(/[\p{L}\p{N}]+/gu) ?? [term], prefix: false }));
  const rows = await bm25(db, terms, queries);
  if (!rows.length) return { terms, matches: [] };
  const journals = await journalRecords(db);
  const best = Number(rows[0]?.score) || 1;
  return {
    terms,
    matches: rows
      .map((row) => {
        const journal = journals.find((j) => j.id === Number(row.id));
        if (!journal) return null;
        const { subjectNumbers: _s, description: _d, indexing: _i, apcChf: _a, ...summary } = journal;
        return { journal: summary, score: Math.max(1, Math.round((100 * Number(row.score)) / best)), matchedTerms: row.terms };
      })
      .filter((match): match is NonNullable<typeof match> => match !== null),
  };
}
