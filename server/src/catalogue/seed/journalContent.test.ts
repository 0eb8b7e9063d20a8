// Which societies a generated journal works with: of its subject's, the ones its name speaks of where
// it speaks of any.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { generateJournals } from './catalogue.ts';
import { generateSocieties, linkSocieties } from './journalContent.ts';
import { isOn, nameStems } from './journalFocus.ts';
import { createRandom } from './random.ts';

test('a journal works with the societies of its field that its name speaks of, where any does', () => {
  const journals = generateJournals(createRandom(1996), 2026);
  const societies = generateSocieties(createRandom(7));
  for (let seed = 1; seed <= 20; seed++) {
    for (const [journalIndex, societyIndex] of linkSocieties(createRandom(seed), journals, societies)) {
      const journal = journals[journalIndex]!;
      const society = societies[societyIndex]!;
      assert.ok(journal.subjects.includes(society.subject), `${journal.name}: ${society.name}`);
      const named = societies.filter((other) => journal.subjects.includes(other.subject) && isOn(other.name, nameStems(journal.name)));
      if (named.length) assert.ok(named.includes(society), `${journal.name} works with ${society.name}`);
    }
  }
  // Cells and Development never with the microbial ecologists.
  const cells = journals.findIndex((journal) => journal.name === 'Cells and Development');
  const ecologists = societies.findIndex((society) => society.abbreviation === 'ISMEG');
  for (let seed = 1; seed <= 50; seed++) assert.ok(!linkSocieties(createRandom(seed), journals, societies).some(([j, s]) => j === cells && s === ecologists));
});
