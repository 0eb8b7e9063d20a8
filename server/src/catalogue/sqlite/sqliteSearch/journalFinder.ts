// The journal finder: bm25 of a manuscript's most frequent content words over one term profile per
// journal (journal_profile, written by the seed), and which of the words each suggested journal has.
import type { JournalFinderResponse } from '@oap/contracts/api/journals.ts';
import type { Sql } from '../sql.ts';
import { contentWords } from '../../words.ts';
import { journalRecords } from './journalSearch.ts';

export function journalFinder(sql: Sql, matter: { title: string; abstract: string; keywords: string[] }): JournalFinderResponse {
  const words = contentWords(`${matter.title} ${matter.title} ${matter.keywords.join(' ')} ${matter.abstract}`);
  const frequency = new Map<string, number>();
  for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const terms = [...frequency].sort((a, b) => b[1] - a[1]).slice(0, 40).map(([word]) => word);
  if (!terms.length) return { terms, matches: [] };
  const quoted = (word: string) => `"${word.replace(/"/g, '""')}"`;
  const rows = sql.all<{ id: number; score: number }>(
    `SELECT rowid AS id, bm25(journal_profile, 3.0, 1.0) AS score FROM journal_profile WHERE journal_profile MATCH ? ORDER BY score LIMIT 10`,
    terms.map(quoted).join(' OR '),
  );
  if (!rows.length) return { terms, matches: [] };
  // Which of the manuscript's words each ranked journal has (one tiny query per word over ~40 profiles).
  const ranked = new Set(rows.map((row) => row.id));
  const matchedTerms = new Map<number, string[]>();
  for (const term of terms) {
    for (const { id } of sql.all<{ id: number }>('SELECT rowid AS id FROM journal_profile WHERE journal_profile MATCH ?', quoted(term))) {
      if (ranked.has(id)) matchedTerms.set(id, [...(matchedTerms.get(id) ?? []), term]);
    }
  }
  const journals = journalRecords(sql);
  const best = -(rows[0] as { score: number }).score || 1;
  return {
    terms,
    matches: rows
      .map((row) => {
        const journal = journals.find((j) => j.id === row.id);
        if (!journal) return null;
        const { subjectNumbers: _s, description: _d, indexing: _i, apcChf: _a, ...summary } = journal;
        return { journal: summary, score: Math.max(1, Math.round((100 * -row.score) / best)), matchedTerms: matchedTerms.get(row.id) ?? [] };
      })
      .filter((match): match is NonNullable<typeof match> => match !== null),
  };
}
