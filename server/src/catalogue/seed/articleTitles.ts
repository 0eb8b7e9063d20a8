// The title of a generated article, from what its study is about (study.ts): the forms real titles
// take for each kind of article, so that a page of search results reads like a journal's contents,
// not like one sentence with its words swapped.
import { agree, capitalise, count, isPlural, lowerFirst } from './english.ts';
import type { Random } from './random.ts';
import type { Genre } from './themeFactors.ts';
import type { Study } from './study.ts';

type Form = (s: Study, random: Random) => string;

/** "A cohort study" reads as a design; "Live imaging" as a technique. */
const isDesign = (method: string) => /^(A|An) /.test(method);
const verbs = ['shape', 'modulate', 'control', 'limit', 'drive', 'alter', 'stabilise', 'predict'];
const t = lowerFirst;

const research: Form[] = [
  (s, r) => `${capitalise(s.factor)} ${agree(s.factor, r.pick(verbs))} ${t(s.topic)} in ${s.setting}`,
  (s, r) => `${capitalise(s.factor)} ${agree(s.factor, r.pick(verbs))} ${s.outcome} ${s.condition}`,
  (s) => `Effects of ${t(s.factor)} on ${s.outcome} in ${s.setting}`,
  (s) => `${capitalise(s.topic)} ${s.condition}: the role of ${t(s.factor)}`,
  (s) => `${capitalise(s.topic)} and ${s.outcome} in ${s.setting}: ${isDesign(s.method) ? t(s.method) : `a study using ${t(s.method)}`}`,
  (s) => `Linking ${t(s.factor)} to ${s.outcome} in ${s.setting}`,
  (s) => `${capitalise(s.topic)} in ${s.setting} ${s.condition}`,
  (s) => `How ${t(s.factor)} ${agree(s.factor, 'affect')} ${t(s.topic)} in ${s.setting}`,
  (s) => `${capitalise(s.topic)} ${s.condition} ${agree(s.topic, 'depend')} on ${t(s.factor)}`,
  (s) => `${capitalise(s.factor)} and ${t(s.otherFactor)} in ${t(s.topic)}: ${s.outcome} ${s.condition}`,
];

/** Forms that only read well for a technique ("Live imaging reveals…"), or for one genre. */
const technique: Form[] = [
  (s) => `${capitalise(s.method)} reveals a role for ${t(s.factor)} in ${t(s.topic)}`,
  (s) => `${capitalise(s.method)} of ${t(s.topic)} in ${s.setting} ${s.condition}`,
];
const byGenre: Partial<Record<Genre, Form[]>> = {
  clinical: [
    (s) => `Association between ${t(s.factor)} and ${s.outcome} in ${s.sample}`,
    (s) => `${capitalise(s.outcome)} after ${t(s.factor)}: ${t(s.method)} of ${count(s.n)} ${s.theme.unit}`,
  ],
  population: [
    (s) => `Association between ${t(s.factor)} and ${s.outcome} in ${s.sample}`,
    (s) => `${capitalise(s.factor)} and ${s.outcome}: ${t(s.method)} of ${count(s.n)} ${s.theme.unit} in ${s.setting}`,
  ],
  economic: [
    (s) => `${isPlural(s.factor) ? 'Do' : 'Does'} ${t(s.factor)} affect ${s.outcome}? Evidence from ${s.setting}`,
    (s) => `${capitalise(s.factor)} and ${s.outcome}: evidence from ${s.setting} ${s.condition}`,
  ],
  qualitative: [
    (s) => `${capitalise(s.factor)} and ${t(s.topic)} in ${s.setting}`,
    (s) => `Negotiating ${t(s.topic)}: ${t(s.factor)} in ${s.setting} ${s.condition}`,
  ],
  computational: [
    (s) => `${capitalise(s.outcome)} of ${t(s.topic)} with ${t(s.factor)}`,
    (s) => `${capitalise(s.topic)} with ${t(s.factor)} ${s.condition}`,
  ],
};

const review: Form[] = [
  (s, r) => `${capitalise(s.topic)} and ${s.outcome}: a review of ${r.int(12, 240)} studies in ${s.setting}`,
  (s) => `The role of ${t(s.factor)} in ${t(s.topic)}: a review`,
  (s) => `${capitalise(s.topic)} ${s.condition}: mechanisms and open questions`,
  (s) => `What do we know about ${t(s.factor)} and ${s.outcome}? A narrative review`,
  (s, r) => `${capitalise(s.factor)} in ${t(s.topic)}: a systematic review of ${r.int(12, 240)} studies`,
  (s) => `${capitalise(s.topic)} in ${s.setting}: current evidence on ${t(s.factor)}`,
  (s) => `From ${t(s.factor)} to ${s.outcome}: recent progress in ${t(s.topic)}`,
];

const brief: Form[] = [
  (s) => `${capitalise(s.factor)} and ${t(s.topic)} in ${s.setting}: a brief report`,
  (s) => `A note on ${t(s.factor)} and ${s.outcome} ${s.condition}`,
  (s) => `Short communication: ${t(s.factor)} and ${t(s.topic)} in ${s.setting}`,
];

const editorial: Form[] = [
  (s, r) => `Editorial: ${t(s.topic)} and ${s.outcome} in ${r.int(0, 1) ? 'focus' : 'context'}`,
  (s) => `Editorial: why ${t(s.factor)} ${agree(s.factor, 'matter')} for ${t(s.topic)}`,
  (s) => `Editorial: new directions for research on ${t(s.topic)} in ${s.setting}`,
];

function formsOf(s: Study): readonly Form[] {
  if (s.articleType === 'review-article') return review;
  if (s.articleType === 'brief-report') return brief;
  if (s.articleType === 'editorial') return editorial;
  return [...research, ...(isDesign(s.method) ? [] : technique), ...(byGenre[s.genre] ?? [])];
}

/** One candidate title; the caller draws again when the catalogue already has it. */
export function drawTitle(s: Study, random: Random): string {
  return capitalise(random.pick(formsOf(s))(s, random));
}
