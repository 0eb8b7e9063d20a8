// The groupings articles can belong to: topical collections and topics (generated up front), and
// special issues, which are created while the articles are written (a journal opens one when it has
// none open for an article's day), so that their dates fit their articles. Special issues draw on
// their own PRNG stream so that the main stream, and so the rest of the catalogue, does not depend on
// how many were made.
import type { GeneratedJournal } from '../catalogue.ts';
import { generateSpecialIssue } from '../articleGroups.ts';
import type { GeneratedSpecialIssue } from '../articleGroups.ts';
import { isoDay } from '../journalContent.ts';
import { groupIsAbout } from '../grouping.ts';
import { createRandom, mixSeed } from '../random.ts';
import type { Random } from '../random.ts';
import type { CatalogueContent } from './plan.ts';
import { DAY_MS, insertGuestEditors, journalId } from './statements.ts';
import type { SeedStatements } from './statements.ts';
import type { SectionIdOf } from './writeJournals.ts';

interface OpenSpecialIssue {
  id: number;
  openMs: number;
  deadlineMs: number;
  /** Its keywords, lower-cased: an article joins a special issue on its own topic. */
  keywords: string[];
}

export function writeCollectionsAndTopics(st: SeedStatements, { collections, topics }: CatalogueContent): void {
  collections.forEach((collection, index) => {
    st.collection.run(index + 1, journalId(collection.journalIndex), collection.identifier, collection.name, collection.descriptionHtml, collection.createdOn);
    insertGuestEditors(st, 'collection', index + 1, collection.editors);
  });
  topics.forEach((topic, index) => {
    st.topic.run(index + 1, topic.identifier, topic.name, topic.subject, topic.descriptionHtml, JSON.stringify(topic.keywords), topic.opensOn, topic.deadline, topic.views);
    for (const journalIndex of topic.journalIndexes) st.topicJournal.run(index + 1, journalId(journalIndex));
    insertGuestEditors(st, 'topic', index + 1, topic.editors);
  });
}

export type Groups = ReturnType<typeof createGroups>;

/** Per-journal state of the groupings while articles stream past, and the special issues made on the way. */
export function createGroups(st: SeedStatements, journals: GeneratedJournal[], { collections, topics }: CatalogueContent, seed: number, sectionIdOf: SectionIdOf) {
  const collectionsByJournal = journals.map((_, j) =>
    collections.map((c, index) => ({ id: index + 1, fromMs: Date.parse(c.createdOn), journalIndex: c.journalIndex })).filter((c) => c.journalIndex === j));
  const topicsByJournal = journals.map((_, j) =>
    topics.map((t, index) => ({ id: index + 1, openMs: t.openMs, deadlineMs: t.deadlineMs, journals: t.journalIndexes, keywords: t.keywords })).filter((t) => t.journals.includes(j)));
  const specialIssuePools: OpenSpecialIssue[][] = journals.map(() => []);
  const specialIssueIdentifiers = journals.map(() => new Set<string>());
  const specialIssueRandom = createRandom(mixSeed(seed, 0x51));
  let specialIssueCount = 0;

  const addSpecialIssue = (journalIndex: number, openMs: number, deadlineMs: number, topic?: string): OpenSpecialIssue => {
    const issue: GeneratedSpecialIssue = generateSpecialIssue(specialIssueRandom, journals[journalIndex] as GeneratedJournal, journalIndex, openMs, deadlineMs,
      specialIssueIdentifiers[journalIndex] as Set<string>, topic);
    specialIssueCount += 1;
    const id = specialIssueCount;
    st.specialIssue.run(id, journalId(journalIndex), sectionIdOf(journalIndex, issue.sectionIndex), issue.identifier, issue.name, issue.descriptionHtml,
      JSON.stringify(issue.keywords), isoDay(openMs), isoDay(deadlineMs), issue.views);
    insertGuestEditors(st, 'special-issue', id, issue.editors);
    return { id, openMs, deadlineMs, keywords: issue.keywords.map((keyword) => keyword.toLowerCase()) };
  };

  return {
    get specialIssueCount() {
      return specialIssueCount;
    },

    /**
     * The special issue, topic or topical collection an article of this type and day joins, if any.
     * `itemRandom` is the article's own stream: the draws are made in a fixed order (special issue,
     * topic, collection), and the article's editors' choice draw comes after them. An article joins only
     * a special issue or topic on its own topic (grouping.ts), opening a special issue when none is open;
     * an article without one (`topic` undefined) joins neither.
     */
    choose(itemRandom: Random, journalIndex: number, journal: GeneratedJournal, dayMs: number, groupable: boolean, topic?: string) {
      let specialIssueId: number | null = null;
      let topicId: number | null = null;
      let collectionId: number | null = null;
      if (groupable && topic !== undefined && itemRandom.chance(0.25)) {
        const pool = specialIssuePools[journalIndex] as OpenSpecialIssue[];
        while (pool.length && (pool[0] as { deadlineMs: number }).deadlineMs + 60 * DAY_MS < dayMs) pool.shift();
        const open = pool.filter((si) => si.openMs <= dayMs);
        const onTopic = open.filter((si) => groupIsAbout(si.keywords, topic));
        const usual = 2 + Math.ceil(journal.weight / 2);
        // A new special issue when none fits, and now and then while fewer than the journal's usual number are open.
        if (onTopic.length === 0 || (open.length < usual && specialIssueRandom.chance(0.1))) {
          const created = addSpecialIssue(journalIndex, dayMs - specialIssueRandom.int(30, 240) * DAY_MS, dayMs + specialIssueRandom.int(15, 240) * DAY_MS, topic);
          pool.push(created);
          pool.sort((a, b) => a.deadlineMs - b.deadlineMs);
          onTopic.push(created);
        }
        specialIssueId = itemRandom.pick(onTopic).id;
      } else if (groupable && topic !== undefined) {
        const eligible = (topicsByJournal[journalIndex] ?? []).filter((t) => t.openMs <= dayMs && dayMs <= t.deadlineMs + 30 * DAY_MS && groupIsAbout(t.keywords, topic));
        if (eligible.length && itemRandom.chance(0.5)) topicId = itemRandom.pick(eligible).id;
      }
      if (groupable && specialIssueId === null && topicId === null && itemRandom.chance(0.03)) {
        const eligible = (collectionsByJournal[journalIndex] ?? []).filter((c) => c.fromMs <= dayMs);
        if (eligible.length) collectionId = itemRandom.pick(eligible).id;
      }
      return { specialIssueId, topicId, collectionId };
    },

    /** Special issues open for submission now: every journal has a few, some without articles yet. */
    openNow(referenceMs: number): void {
      journals.forEach((journal, journalIndex) => {
        const open = (specialIssuePools[journalIndex] ?? []).filter((si) => si.deadlineMs > referenceMs).length;
        for (let i = open; i < 2 + Math.ceil(journal.weight / 2); i++) {
          addSpecialIssue(journalIndex, referenceMs - specialIssueRandom.int(10, 200) * DAY_MS, referenceMs + specialIssueRandom.int(20, 400) * DAY_MS);
        }
      });
    },
  };
}
