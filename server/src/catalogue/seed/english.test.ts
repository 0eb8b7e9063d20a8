// Generated text reads as English: number agreement, names kept capitalised, one theme per article.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { agree, be, isPlural, lowerFirst, pronoun, was } from './english.ts';
import { generateJournals } from './catalogue.ts';
import { generateArticle } from './articleText.ts';
import { createRandom, mixSeed } from './random.ts';
import { themes } from './vocabularyThemes.ts';
import { vocabulary } from './vocabulary.ts';

test('the number of a noun phrase', () => {
  for (const plural of ['stem cell niches', 'gravitational waves', 'host–microbe interactions', 'energy spectra', 'road traffic injuries', 'gender and work', 'household savings'])
    assert.ok(isPlural(plural), plural);
  for (const singular of ['axon guidance', 'autophagy', 'sepsis', 'type 2 diabetes', 'mitochondrial dynamics', 'fractional calculus', 'robustness', 'power electronics', 'quality of life', 'Alzheimer’s disease'])
    assert.ok(!isPlural(singular), singular);
  assert.equal(`${'Stem cell niches'} ${be('stem cell niches')} central`, 'Stem cell niches are central');
  assert.equal(`how ${pronoun('stem cell niches')} ${agree('stem cell niches', 'operate')}`, 'how they operate');
  assert.equal(`how ${pronoun('autophagy')} ${agree('autophagy', 'operate')}`, 'how it operates');
  assert.equal(was('neutrino oscillations'), 'were');
  assert.equal(agree('axon guidance', 'influence'), 'influences');
});

test('lower-casing a phrase keeps names and acronyms', () => {
  assert.equal(lowerFirst('A retrospective cohort study'), 'a retrospective cohort study');
  assert.equal(lowerFirst('Single-cell transcriptomics'), 'single-cell transcriptomics');
  for (const kept of ['Monte Carlo simulation', 'Bayesian inference', 'Drosophila melanogaster', 'HIV infection', 'RNA splicing', 'CRISPR screening', '5G antennas', 'Alzheimer’s disease'])
    assert.equal(lowerFirst(kept), kept);
});

test('every topic of the vocabulary is in one theme of its subject', () => {
  for (const [subject, words] of Object.entries(vocabulary)) {
    const themed = themes[subject as keyof typeof themes].flatMap((theme) => theme.topics);
    assert.deepEqual([...themed].sort(), [...words.topics].sort(), subject);
  }
});

test('generated abstracts agree in number and keep to one theme', () => {
  const journals = generateJournals(createRandom(1996), 2026);
  for (let item = 0; item < 400; item++) {
    const journal = journals[item % journals.length]!;
    const article = generateArticle(createRandom(mixSeed(11, item)), journal, [], { journals, takenTitles: new Set(), year: 2025 });
    const text = article.abstractText;
    // No plural subject with a singular verb, or the reverse, for any topic of the vocabulary.
    for (const words of Object.values(vocabulary)) {
      for (const topic of words.topics) {
        const subject = topic.charAt(0).toUpperCase() + topic.slice(1);
        if (!text.startsWith(`${subject} `)) continue;
        assert.ok(text.startsWith(`${subject} ${be(topic)} `), text);
        if (text.includes('remains poorly understood')) assert.ok(text.includes(`how ${pronoun(topic)} ${agree(topic, 'respond')} to `), text);
      }
    }
    assert.doesNotMatch(text, /\bwe (report|used) (?!Monte |Bayesian )[A-Z][a-z]/, 'a method mid-sentence is lower-cased unless a name');
    const factor = article.keywords[4] ?? '';
    if (text.includes(' is still debated')) assert.ok(text.includes(`${factor} ${agree(factor, 'shape')} `), text);
    // The finding's verb agrees with the factor: "IFT-B trains were associated with …".
    const wrong = `${factor.toLowerCase()} ${was(factor) === 'was' ? 'were' : 'was'} `;
    assert.ok(!text.toLowerCase().includes(`${wrong}associated`) && !text.toLowerCase().includes(`${wrong}described`), text);
    // Topic, setting and outcome come from one theme of one of the journal's subjects.
    const [topic, , outcome, setting] = article.keywords;
    const theme = journal.subjects.flatMap((subject) => themes[subject]).find((candidate) => candidate.topics.some((t) => lowerFirst(t) === topic));
    assert.ok(theme, `${topic} is a topic of ${journal.name}`);
    assert.ok(theme.outcomes.includes(outcome ?? ''), `${outcome} fits ${topic}`);
    assert.ok(theme.settings.some((s) => lowerFirst(s).replace(/^(a|an|the) /, '') === setting), `${setting} fits ${topic}`);
  }
});

test('generated abstracts do not all open, or close, with the same sentence', () => {
  const journals = generateJournals(createRandom(1996), 2026);
  const openings = new Map<string, number>();
  const closings = new Map<string, number>();
  const seconds = new Map<string, number>();
  for (let item = 0; item < 400; item++) {
    const article = generateArticle(createRandom(mixSeed(11, item)), journals[item % journals.length]!, [], { journals, takenTitles: new Set(), year: 2025 });
    const sentences = article.abstractText.split(/(?<=\.) (?=[A-Z])/);
    // The wording without the study's own words: its first three words.
    const form = (sentence: string) => sentence.split(' ').slice(0, 3).join(' ');
    openings.set(form(sentences[0] ?? ''), (openings.get(form(sentences[0] ?? '')) ?? 0) + 1);
    if (article.articleType !== 'research-article') seconds.set(form(sentences[1] ?? ''), (seconds.get(form(sentences[1] ?? '')) ?? 0) + 1);
    closings.set(form(sentences.at(-1) ?? ''), (closings.get(form(sentences.at(-1) ?? '')) ?? 0) + 1);
  }
  assert.ok(seconds.size >= 4, `reviews and editorials go on in several ways: ${JSON.stringify([...seconds])}`);
  for (const [name, forms] of [['openings', openings], ['closings', closings]] as const) {
    assert.ok(Math.max(...forms.values()) < 400 / 3, `no ${name.slice(0, -1)} in a third of the abstracts: ${JSON.stringify([...forms].sort((a, b) => b[1] - a[1]).slice(0, 3))}`);
  }
});

test('a generated article borrows a real article\'s keyword only when it is about the study', () => {
  const journals = generateJournals(createRandom(1996), 2026);
  const borrowed = ['cancer genome', 'Reproducibility Project: Cancer Biology', 'Ben Goldacre', 'cell cycle', 'synaptic plasticity', 'malaria transmission', 'unfolded protein response', 'climate change', 'gene expression'];
  let joined = 0;
  for (let item = 0; item < 400; item++) {
    const article = generateArticle(createRandom(mixSeed(13, item)), journals[item % journals.length]!, borrowed, { journals, takenTitles: new Set(), year: 2025 });
    // The study's five words come first; a sixth is the borrowed one (one equal to a study word is not repeated).
    const own = article.keywords.slice(0, 5);
    for (const keyword of article.keywords.slice(5)) {
      joined++;
      const words = (text: string) => (text.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []).map((word) => word.replace(/s$/, ''));
      // Its first word is the study's: the last in common ("response", "change") is not enough.
      assert.ok(own.some((k) => words(k).includes(words(keyword)[0]!)), `${keyword} joined ${own.join(', ')}`);
    }
  }
  assert.ok(joined > 0, 'some do join');
});

test('a generated title does not say a word twice', () => {
  const journals = generateJournals(createRandom(1996), 2026);
  const takenTitles = new Set<string>();
  for (let item = 0; item < 1500; item++) {
    const { title } = generateArticle(createRandom(mixSeed(17, item)), journals[item % journals.length]!, [], { journals, takenTitles, year: 2025 });
    const words = (title.toLowerCase().match(/[a-z0-9]{5,}/g) ?? []).map((word) => word.replace(/s$/, ''));
    if (!/, series \d+$|: [\d,]+ [a-z ]+$/.test(title)) assert.equal(new Set(words).size, words.length, title);
  }
});

test('a study by interviews or focus groups reports what people said, never an odds or hazard ratio', () => {
  const journals = generateJournals(createRandom(1996), 2026);
  let qualitative = 0;
  for (let item = 0; item < 1500; item++) {
    const article = generateArticle(createRandom(mixSeed(19, item)), journals[item % journals.length]!, [], { journals, takenTitles: new Set(), year: 2025 });
    const text = `${article.abstractText} ${article.bodyHtml}`;
    if (!/qualitative|interview study|focus group|ethnograph/i.test(article.abstractText)) continue;
    qualitative++;
    assert.doesNotMatch(text, /odds ratio|hazard ratio/, article.title);
  }
  assert.ok(qualitative > 0);
});
