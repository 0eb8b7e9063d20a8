// The sentences that frame a generated study: its introduction (background, the gap, this study), its
// discussion (what it shows, how it compares, its limits, what comes next) and its conclusions. They
// hold for any genre; what a study did and found is in methodsAndResults.ts. "{c}" marks where a
// sentence cites the literature: the body turns it into a numbered link to a reference.
import type { Random } from './random.ts';
import type { Genre } from './themeFactors.ts';
import type { Words } from './studyWords.ts';

export type Sentence = (w: Words, random: Random) => string;

export const background: Sentence[] = [
  (w) => `${w.Topic} ${w.be(w.topic)} a central question in ${w.field}, because it bears directly on ${w.outcome} {c}.`,
  (w) => `Over the past two decades, work on ${w.topic} has moved from descriptive accounts to studies that test specific explanations {c}.`,
  (w) => `In ${w.setting}, ${w.topic} ${w.be(w.topic)} closely tied to ${w.other}, which complicates the interpretation of earlier results {c}.`,
  (w) => `Interest in ${w.topic} has grown as ${w.outcome} ${w.has(w.outcome)} become a practical concern as well as a scientific one.`,
  (w) => `Much of what is known about ${w.topic} comes from ${w.otherSetting}, where it is comparatively easy to study {c}.`,
  (w) => `Reviews of the field agree that ${w.topic} and ${w.other} cannot be understood separately {c}.`,
  (w) => `Both ${w.factor} and ${w.otherFactor} have been proposed as links between ${w.topic} and ${w.outcome} {c}.`,
  (w, r) => `Since the first systematic studies in the ${r.pick(['1990s', '2000s', 'early 2010s'])}, the number of publications on ${w.topic} has grown several-fold {c}.`,
];

export const gap: Sentence[] = [
  (w) => `It is not clear how far findings from ${w.otherSetting} hold in ${w.setting}.`,
  (w) => `Several studies have reported an association between ${w.factor} and ${w.outcome}, but their designs differ and their estimates vary widely {c}.`,
  (w) => `Whether the role of ${w.factor} persists ${w.condition} has rarely been examined.`,
  (w) => `Two explanations compete: one emphasises ${w.other}, the other ${w.otherFactor} {c}.`,
  () => `Earlier work relied largely on small samples and short observation periods, which limits what can be concluded {c}.`,
  (w) => `Most studies measured ${w.outcome} only once, so that changes over time could not be separated from differences between ${w.unit}.`,
  (w) => `No study so far has compared ${w.factor} and ${w.otherFactor} in the same ${w.unit}.`,
  (w) => `The evidence that ${w.factor} ${w.agree(w.factor, 'affect')} ${w.topic}, rather than merely accompanying it, remains indirect {c}.`,
];

export const aims: Sentence[] = [
  (w) =>
    w.methodIsDesign
      ? `Here we report ${w.method} of ${w.topic} in ${w.sample}, designed to test the role of ${w.factor}.`
      : `Here we use ${w.method} to examine ${w.topic} in ${w.sample}, with a focus on ${w.factor}.`,
  (w) => `We asked three questions: whether ${w.factor} ${w.agree(w.factor, 'change')} ${w.topic}, whether any effect depends on ${w.other}, and whether it carries over to ${w.outcome}.`,
  (w) => `We expected ${w.factor} to be associated with ${w.outcome}, and tested this against the alternative that ${w.other} ${w.agree(w.other, 'account')} for the pattern.`,
  (w) => `Our aim was to provide estimates that can be compared directly with those from ${w.otherSetting} {c}.`,
  (w) => `The study was planned ${w.condition}, which allowed us to observe ${w.topic} under conditions that earlier work could not reach.`,
];

export const interpretation: Sentence[] = [
  (w) => `This study shows that ${w.factor} ${w.agree(w.factor, 'shape')} ${w.topic} in ${w.setting}, with consequences for ${w.outcome}.`,
  (w) => `The most likely explanation is that ${w.factor} ${w.agree(w.factor, 'act')} through ${w.other}, although both may reflect a common underlying process {c}.`,
  () => `The effect was consistent across the analyses we ran, which makes a chance finding unlikely.`,
  (w) => `That the association held ${w.condition} suggests that it does not depend on a particular state of the system.`,
  (w) => `Taken together, the results place ${w.factor} upstream of ${w.outcome} rather than downstream of it.`,
];

export const comparison: Sentence[] = [
  (w) => `The size of the effect is in line with earlier estimates from ${w.otherSetting} {c}, which suggests that the mechanism is not specific to one setting.`,
  (w) => `Our findings differ from those of a recent study that found no role for ${w.factor} {c}; that study was smaller and did not account for ${w.other}.`,
  (w) => `Earlier work had attributed similar changes in ${w.outcome} to ${w.otherFactor} {c}; our data suggest that both contribute.`,
  (w) => `The pattern agrees with theoretical work predicting that ${w.topic} ${w.be(w.topic)} most sensitive to ${w.factor} ${w.condition} {c}.`,
  (w) => `Comparable results have been reported for ${w.other} {c}, which points to a shared mechanism.`,
];

const limitationsByGenre: Record<Genre, string[]> = {
  lab: ['the experiments covered a limited range of conditions', 'we measured the main outcome at a single time point', 'the model system may not capture every feature of the natural setting', 'the sample size did not allow us to test interactions between factors'],
  clinical: ['residual confounding cannot be excluded in an observational design', 'the participants came from a small number of centres', 'exposure was recorded only at baseline', 'some outcomes relied on routinely collected records'],
  population: ['the data are cross-sectional for part of the sample', 'exposure was self-reported', 'people who did not respond may differ from those who did', 'the results may not transfer to other health systems'],
  computational: ['the benchmarks may not reflect every application', 'our guarantees assume conditions that real data may violate', 'we did not tune the baselines beyond the settings their authors recommend', 'the largest instances were limited by memory'],
  field: ['the monitoring network is sparse in remote areas', 'the observation period is short relative to long-term variability', 'several drivers change together, so their effects are hard to separate', 'some records had to be gap-filled'],
  economic: ['the identifying variation comes from a limited number of events', 'we cannot observe informal arrangements', 'the sample over-represents larger units', 'general-equilibrium effects are outside the scope of the analysis'],
  qualitative: ['the participants and sources are not representative in a statistical sense', 'our own position as researchers shaped the conversations', 'some archival series are incomplete', 'the study covers a limited period'],
};

/** A paragraph's worth of limitations, in the order a paper lists them. */
export function limitations(w: Words, random: Random): string[] {
  const chosen = random.sample(limitationsByGenre[w.study.genre], 3);
  return ['This study has limitations.', `First, ${chosen[0]}.`, `Second, ${chosen[1]}.`, `Third, ${chosen[2]}; the direction of any resulting bias is discussed in the Supplementary Materials.`];
}

export const outlook: Sentence[] = [
  (w) => `Future work should test whether the effect of ${w.factor} holds in larger and more varied samples {c}.`,
  (w) => `Combining ${w.method} with ${w.otherMethod} would make it possible to follow ${w.topic} more closely over time.`,
  (w) => `A direct comparison of ${w.factor} and ${w.otherFactor} in one design would settle which of the two matters more.`,
  (w) => `The approach used here can be applied to ${w.otherSetting} with few changes.`,
  (w) => `Longer follow-up will show whether the changes in ${w.outcome} last {c}.`,
];

/** The first two open the conclusions, in this order; one of the others follows. */
export const conclusions: Sentence[] = [
  (w) => `${w.Factor} ${w.agree(w.factor, 'play')} a measurable part in ${w.topic} in ${w.setting}.`,
  (w) => `${w.plural(w.factor) ? 'Their' : 'Its'} effect on ${w.outcome} is large enough to matter in practice and should be considered in future studies of ${w.other}.`,
  () => `The data and methods reported here provide a basis for testing this in other settings.`,
  (w) => `Attention to ${w.factor} may help explain why earlier studies of ${w.topic} disagreed.`,
];

/** The review article's own sentences: what the literature says, study by study. */
export const reviewSentences: Sentence[] = [
  (w) => `Early studies of ${w.topic} in ${w.setting} were mostly descriptive {c}.`,
  (w) => `A second line of work examined the role of ${w.factor} directly {c}.`,
  (w) => `Larger studies using ${w.method} later confirmed a link with ${w.outcome} {c}.`,
  (w) => `Not all studies agree: several found no effect of ${w.factor} once ${w.other} ${w.was(w.other)} taken into account {c}.`,
  (w) => `Differences in design explain part of this disagreement, in particular how ${w.outcome} ${w.was(w.outcome)} measured {c}.`,
  (w) => `Work in ${w.otherSetting} has added evidence on ${w.otherFactor} {c}.`,
  (w) => `The strongest evidence comes from studies that followed ${w.unit} over time {c}.`,
  () => `Reporting has improved, but few studies share their data {c}.`,
  (w) => `Methodological guidance for studies of ${w.topic} has been published recently {c}.`,
  (w) => `The mechanisms linking ${w.factor} and ${w.outcome} remain debated {c}.`,
];

export const openQuestions: Sentence[] = [
  (w) => `It remains unclear whether ${w.factor} ${w.agree(w.factor, 'act')} on ${w.outcome} directly or through ${w.other}.`,
  (w) => `Few studies have examined ${w.topic} ${w.condition}.`,
  (w) => `Standard measures of ${w.outcome} would make studies easier to compare.`,
  (w) => `Studies in ${w.otherSetting} are needed to test whether the findings generalise.`,
  () => `Open data and pre-registered protocols would strengthen the evidence base.`,
];
