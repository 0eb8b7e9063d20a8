// Where the real corpus's articles are placed: the journal whose topics they match, by whole words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseJats } from '../../jats/jats.ts';
import { repositoryRoot } from '../../../platform/paths.ts';
import { generateJournals } from '../catalogue.ts';
import { createRandom } from '../random.ts';
import { asWrittenIn, isAName, placeRealArticle } from './corpusImport.ts';

const journals = generateJournals(createRandom(1996), 2026);
const journalOf = (file: string): string => {
  const parsed = parseJats(readFileSync(join(repositoryRoot, 'server', 'corpus', 'jats', file), 'utf8'));
  return journals[placeRealArticle({ prepared: { parsed } }, journals, 2025)]!.name;
};

test('fossils go to the biodiversity journal, and "Neogene" is not a gene', () => {
  // "Glowing Seashells: … Cone Snail … Shells from the Neogene of the Dominican Republic".
  assert.equal(journalOf('plos/journal.pone.0120924.xml'), 'Biodiversity and Conservation Science');
  assert.equal(journalOf('plos/journal.pcbi.1000112.xml'), 'Genes and Genomes', '"Evolution of Evolvability in Gene Regulatory Networks"');
});

test('an article of another field than the life sciences goes to a journal of its field, not to the oldest biology journal', () => {
  assert.equal(journalOf('plos/journal.pone.0121226.xml'), 'Data and Information Systems', 'onion routing');
  assert.equal(journalOf('plos/journal.pone.0116752.xml'), 'Journal of Risk and Financial Analysis', 'option valuation');
  assert.equal(journalOf('plos/journal.pone.0087236.xml'), 'Biodiversity and Conservation Science', 'a fossil frog: "New Material of Beelzebufo" is no materials science');
});

test('between equal matches, the journal the abstract names more', () => {
  // Filed under "Economics" (a match in the title, subjects and keywords, counted three times); its
  // abstract says "tobacco" three times.
  assert.equal(journalOf('plos/journal.pone.0153152.xml'), 'Global Public Health Research', '"May I Buy a Pack of Marlboros, Please?"');
});

test('a borrowed keyword is written as the abstract writes it, a sentence\'s capital dropped', () => {
  const abstract = 'Gene expression varies. As part of the Reproducibility Project: Cancer Biology, we replicated it. Circadian clocks matter.';
  assert.equal(asWrittenIn(abstract, 'Reproducibility Project: Cancer Biology'), 'Reproducibility Project: Cancer Biology');
  assert.equal(asWrittenIn(abstract, 'GENE EXPRESSION'), 'gene expression');
  assert.equal(asWrittenIn(abstract, 'circadian clocks'), 'circadian clocks');
  assert.equal(asWrittenIn(abstract, 'sleep'), null);
});

test('a keyword written as a name is not borrowed: it is its own article\'s', () => {
  for (const name of ['Reproducibility Project: Cancer Biology', 'Ben Goldacre', 'Human Genome Project']) assert.equal(isAName(name), true, name);
  for (const phrase of ['PD-L1 expression', 'gene expression', 'Drosophila melanogaster', 'HIV prevention', 'T cells']) assert.equal(isAName(phrase), false, phrase);
});
