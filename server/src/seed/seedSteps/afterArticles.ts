// What is written once every article is: denormalised counts, the winners of past award editions
// (best-paper awards go to the journal-year's most cited paper) and the small search indexes
// (journals, journal finder profiles, topics).
import type { DatabaseSync } from 'node:sqlite';
import { subjects } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from '../catalogue.ts';
import { generatePerson } from '../journalContent.ts';
import { profileText } from '../journalProfile.ts';
import { createRandom, mixSeed } from '../random.ts';
import type { CatalogueContent } from './plan.ts';
import { journalId } from './statements.ts';
import type { SeedStatements } from './statements.ts';
import type { WrittenArticles } from './writeArticles.ts';
import type { WrittenEdition } from './writeJournals.ts';

const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();

/** Article counts kept on journals, special issues, topics and collections (read on every list). */
export function updateArticleCounts(db: DatabaseSync): void {
  db.exec(`UPDATE journals SET article_count = (SELECT count(*) FROM articles a WHERE a.journal_id = journals.id);
    UPDATE special_issues SET article_count = (SELECT count(*) FROM articles a WHERE a.special_issue_id = special_issues.id);
    UPDATE topics SET article_count = (SELECT count(*) FROM articles a WHERE a.topic_id = topics.id);
    UPDATE topical_collections SET article_count = (SELECT count(*) FROM articles a WHERE a.collection_id = topical_collections.id);`);
}

/** Editors' choice articles every journal has at least (its home and editors' choice page list them). */
export const EDITORS_CHOICE_AT_LEAST = 6;

/**
 * A journal whose articles drew fewer editors' choices than that gets its most cited research and review
 * articles of the last three years chosen (older ones when it has too few recent ones): what editors pick.
 */
export function topUpEditorsChoice(db: DatabaseSync): void {
  db.prepare(
    `UPDATE articles SET editors_choice = 1 WHERE id IN (
       SELECT id FROM (
         SELECT a.id, row_number() OVER (PARTITION BY a.journal_id ORDER BY a.published_at >= date(m.newest, '-3 years') DESC, a.citations DESC, a.id DESC) AS rank,
           (SELECT count(*) FROM articles c WHERE c.journal_id = a.journal_id AND c.editors_choice = 1) AS chosen
         FROM articles a JOIN (SELECT journal_id, max(published_at) AS newest FROM articles GROUP BY journal_id) m ON m.journal_id = a.journal_id
         WHERE a.editors_choice = 0 AND a.article_type IN ('research-article', 'review-article')
       ) WHERE rank <= ? - chosen)`,
  ).run(EDITORS_CHOICE_AT_LEAST);
}

/** Articles a topical collection has at least, when its journal has articles to spare. */
export const COLLECTION_AT_LEAST = 3;

/**
 * A topical collection with fewer articles gets the journal's newest research and review articles in no
 * other collection, those published since the collection was created first (a collection also gathers
 * earlier papers on its theme, as an editor would when launching it).
 */
export function topUpCollections(db: DatabaseSync): void {
  const collections = db
    .prepare('SELECT c.id, c.journal_id, c.created_on, (SELECT count(*) FROM articles a WHERE a.collection_id = c.id) AS n FROM topical_collections c ORDER BY c.id')
    .all() as { id: number; journal_id: number; created_on: string; n: number }[];
  const pick = db.prepare(
    `SELECT id FROM articles WHERE journal_id = ? AND collection_id IS NULL AND article_type IN ('research-article', 'review-article')
       ORDER BY published_at >= ? DESC, published_at DESC, id DESC LIMIT ?`,
  );
  const join = db.prepare('UPDATE articles SET collection_id = ? WHERE id = ?');
  for (const collection of collections) {
    if (collection.n >= COLLECTION_AT_LEAST) continue;
    for (const row of pick.all(collection.journal_id, collection.created_on, COLLECTION_AT_LEAST - collection.n) as { id: number }[]) join.run(collection.id, row.id);
  }
}

/** Award winners of past editions, from their own PRNG stream. */
export function writeAwardWinners(st: SeedStatements, editions: WrittenEdition[], { bestCited }: WrittenArticles, seed: number, referenceYear: number): void {
  const winnerRandom = createRandom(mixSeed(seed, 0xa3a3));
  for (const edition of editions) {
    if (edition.year >= referenceYear) continue;
    if (edition.kind === 'best-paper' && edition.journalIndex !== null) {
      const best = bestCited.get(edition.journalIndex * 10000 + edition.year - 1);
      if (best) {
        st.awardWinner.run(edition.id, 0, best.author, best.affiliation || 'Independent researcher', '', best.title, best.id);
        continue;
      }
    }
    for (let position = 0, n = edition.kind === 'travel' ? winnerRandom.int(2, 4) : winnerRandom.int(1, 2); position < n; position++) {
      const person = generatePerson(winnerRandom, edition.kind === 'travel' || edition.kind === 'thesis' ? '' : 'Dr. ');
      const citation =
        edition.kind === 'travel' ? 'For presenting at an international conference.'
          : edition.kind === 'outstanding-reviewer' ? 'For thorough and timely reviews.'
            : edition.kind === 'thesis' ? 'For an outstanding doctoral thesis.'
              : 'For outstanding contributions to the field.';
      st.awardWinner.run(edition.id, position, person.name, person.affiliation, person.country, citation, null);
    }
  }
}

/** Small search indexes: journals, journal finder profiles, topics. */
export function writeSmallSearchIndexes(st: SeedStatements, journals: GeneratedJournal[], { topics }: CatalogueContent, { profiles }: WrittenArticles): void {
  journals.forEach((journal, index) => {
    const subjectLabels = journal.subjects.map((slug) => subjects.find((s) => s.slug === slug)?.label ?? slug).join('; ');
    st.journalSearch.run(journalId(index), journal.name, journal.abbreviation, journal.issn, journal.aimsAndScope, subjectLabels, journal.indexing.join('; '));
    st.journalProfile.run(journalId(index), `${journal.name}. ${journal.aimsAndScope} ${journal.sections.map((s) => s.name).join('. ')}`,
      profileText(profiles[index] as Map<string, number>));
  });
  topics.forEach((topic, index) => {
    st.topicSearch.run(index + 1, topic.name, textOf(topic.descriptionHtml), topic.keywords.join('; '),
      topic.journalIndexes.map((j) => (journals[j] as GeneratedJournal).name).join('; '), topic.editors.map((e) => e.name).join('; '));
  });
}
