// What is written once every article is: the winners of past award editions (best-paper awards go to
// the journal-year's most cited paper) and the small search indexes (journals, journal finder
// profiles, topics). The derived columns (counts, editors' choice and collection top-ups) are the
// catalogue writer's (CatalogueWriter.deriveAfterArticles).
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
