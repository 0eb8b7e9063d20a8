// The words a generated article's sentences are made of, worked out once per article from its study
// (study.ts): each phrase in the case and number it takes mid-sentence, plus the few figures the text
// quotes (years, counts, effect sizes), so that the title, the abstract, the body and the table agree.
import { agree, be, capitalise, has, isPlural, lowerFirst, was } from './english.ts';
import type { Random } from './random.ts';
import type { Study } from './study.ts';

export interface Words {
  study: Study;
  topic: string;
  Topic: string;
  other: string;
  factor: string;
  Factor: string;
  otherFactor: string;
  condition: string;
  method: string;
  Method: string;
  /** A second method of the theme, for "complemented by". */
  otherMethod: string;
  /** True when the method is a design ("a cohort study"), false for a technique ("live imaging"). */
  methodIsDesign: boolean;
  setting: string;
  otherSetting: string;
  outcome: string;
  Outcome: string;
  /** Another outcome of the theme (or the same when it has one). */
  otherOutcome: string;
  field: string;
  unit: string;
  n: number;
  sample: string;
  pct: number;
  /** The years the data cover. */
  firstYear: number;
  lastYear: number;
  /** "is"/"are", "has"/"have", a verb agreeing with the phrase. */
  be: (phrase: string) => string;
  has: (phrase: string) => string;
  was: (phrase: string) => string;
  agree: (phrase: string, verb: string) => string;
  plural: (phrase: string) => boolean;
}

export function studyWords(study: Study, random: Random, publishedYear: number): Words {
  const { theme } = study;
  const otherMethods = theme.methods.filter((m) => m !== study.method);
  const otherSettings = theme.settings.filter((s) => s !== study.setting);
  const otherOutcomes = theme.outcomes.filter((o) => o !== study.outcome);
  const lastYear = publishedYear - random.int(1, 2);
  return {
    study,
    topic: lowerFirst(study.topic),
    Topic: capitalise(study.topic),
    other: lowerFirst(study.other),
    factor: lowerFirst(study.factor),
    Factor: capitalise(study.factor),
    otherFactor: lowerFirst(study.otherFactor),
    condition: study.condition,
    method: lowerFirst(study.method),
    Method: capitalise(study.method),
    otherMethod: lowerFirst(otherMethods.length ? random.pick(otherMethods) : study.method),
    methodIsDesign: /^(A|An) /.test(study.method),
    setting: study.setting,
    otherSetting: otherSettings.length ? random.pick(otherSettings) : study.setting,
    outcome: study.outcome,
    Outcome: capitalise(study.outcome),
    otherOutcome: otherOutcomes.length ? random.pick(otherOutcomes) : study.outcome,
    field: theme.field,
    unit: theme.unit,
    n: study.n,
    sample: study.sample,
    pct: study.pct,
    firstYear: lastYear - random.int(2, 9),
    lastYear,
    be,
    has,
    was,
    agree,
    plural: isPlural,
  };
}

/** "p < 0.001", "p = 0.004": a significant p-value. */
export function pValue(random: Random): string {
  return random.pick(['p < 0.001', 'p < 0.001', 'p = 0.002', 'p = 0.004', 'p = 0.01', 'p = 0.02', 'p = 0.03']);
}
