// What a generated study did and found, in the words of its genre: a lab experiment reports batches
// and replicates, a clinical study patients, follow-up and hazard ratios, a model benchmarks and
// ablations, fieldwork sites and trends, an econometric study fixed effects, a qualitative study
// interviews, archives and themes. Each part is a subsection heading and the sentences to draw from.
import { capitalise, count } from './english.ts';
import type { Sentence } from './framingSentences.ts';
import type { Random } from './random.ts';
import type { Genre } from './themeFactors.ts';
import { pValue, type Words } from './studyWords.ts';

export interface Part {
  heading: (w: Words) => string;
  sentences: Sentence[];
}

export interface GenreText {
  methodsHeading: string;
  methods: Part[];
  results: Part[];
  /** The sentence that points the reader to the table. */
  tableLead: (w: Words) => string;
}

/** The study's hazard or odds ratio, from its effect size (the abstract quotes the same). */
export const ratio = (w: Words): string => (1 + w.pct / 100).toFixed(2);
const interval = (w: Words, r: Random): string => `${(1 + w.pct / 100 - 0.05 - r.next() * w.pct / 400).toFixed(2)}–${(1 + w.pct / 100 + 0.08 + r.next() * w.pct / 250).toFixed(2)}`;

const statistics: Part = {
  heading: () => 'Statistical Analysis',
  sentences: [
    (w) => `Sample sizes were chosen to detect a 20% difference in ${w.outcome} with 80% power at a two-sided alpha of 0.05.`,
    () => 'P-values were adjusted for multiple comparisons with the Benjamini–Hochberg procedure {c}.',
    (_, r) => `All analyses were run in ${r.pick(['R (version 4.3)', 'Python 3.11 with SciPy', 'Stata 18', 'R (version 4.2)'])}, and the scripts are available with the data.`,
    () => 'Values are given as mean ± standard deviation unless stated otherwise.',
    () => 'Differences between conditions were tested with linear mixed models, with batch as a random effect {c}.',
  ],
};

const genres: Record<Genre, GenreText> = {
  lab: {
    methodsHeading: 'Materials and Methods',
    methods: [
      {
        heading: () => 'Experimental Design',
        sentences: [
          (w, r) => `We analysed ${count(w.n)} ${w.unit} relevant to ${w.setting}, prepared in ${r.int(3, 8)} independent batches.`,
          (w) => `${capitalise(w.unit)} were assigned at random to a control condition or to one of three levels of ${w.factor}.`,
          (w) => `Experiments were carried out ${w.condition}, with a matched control set kept under standard conditions.`,
          () => 'Each condition was repeated at least three times on different days, and the people scoring the results did not know the condition.',
        ],
      },
      {
        heading: (w) => `${w.Method} and Measurements`,
        sentences: [
          (w) => `${w.Method} was the primary approach {c}, complemented by ${w.otherMethod} {c}.`,
          () => 'Instruments were calibrated before each session against reference standards.',
          (w) => `${w.Outcome} ${w.was(w.outcome)} quantified with a protocol fixed before the experiments, and the same thresholds were applied to all conditions {c}.`,
          (w) => `${w.Topic} ${w.was(w.topic)} characterised in parallel, so that changes in ${w.outcome} could be related to it.`,
        ],
      },
      statistics,
    ],
    results: [
      {
        heading: (w) => `${w.Factor} and ${w.topic}`,
        sentences: [
          (w) => `Under control conditions, ${w.topic} behaved as described in earlier work {c}, which confirmed that the assay was sensitive.`,
          (w, r) => `${w.Factor} changed ${w.topic} in a dose-dependent manner (${pValue(r)}).`,
          (w, r) => `Differences between replicate batches were small (coefficient of variation ${r.int(4, 14)}%).`,
          (w, r) => `The response appeared within the first ${r.pick(['6', '12', '24', '48'])} hours and persisted to the end of the experiment.`,
        ],
      },
      {
        heading: (w) => `Effects on ${w.outcome}`,
        sentences: [
          (w, r) => `${w.Factor} changed ${w.outcome} by ${w.pct}% relative to the control condition (${pValue(r)}; Table 1).`,
          (w, r) => `${capitalise(w.other)} ${w.was(w.other)} also affected, although less strongly (${r.int(5, Math.max(6, w.pct - 4))}% change).`,
          (w, r) => `When ${w.factor} ${w.was(w.factor)} removed, ${w.outcome} returned to baseline within ${r.int(2, 14)} days, showing that the effect is reversible.`,
          (w) => `The effect was largest at the highest level of ${w.factor} and absent in the matched controls.`,
        ],
      },
      {
        heading: () => 'Replication',
        sentences: [
          (w, r) => `${w.Method} showed the same pattern in an independent set of ${r.int(8, 60)} ${w.unit}.`,
          (w) => `Replacing ${w.factor} with ${w.otherFactor} produced a weaker response, which suggests a specific rather than a general effect.`,
          () => 'Excluding the first batch, which was prepared before a change of supplier, did not alter the conclusions.',
        ],
      },
    ],
    tableLead: (w) => `Table 1 summarises ${w.outcome} in each setting and condition.`,
  },
  clinical: {
    methodsHeading: 'Methods',
    methods: [
      {
        heading: () => 'Study Design and Participants',
        sentences: [
          (w) => `This ${w.methodIsDesign ? w.method.replace(/^(a|an) /, '') : 'study'} included ${w.sample} seen between ${w.firstYear} and ${w.lastYear}.`,
          (w) => `Eligible participants were adults whose care involved ${w.topic}; those with missing baseline data or less than 30 days of follow-up were excluded.`,
          (_, r) => `The study was approved by the responsible ethics committee (reference ${r.int(2018, 2024)}-${String(r.int(10, 999)).padStart(3, '0')}), and participants or their representatives gave written informed consent.`,
          (w) => `Reporting follows the ${/randomised|trial/.test(w.method) ? 'CONSORT' : 'STROBE'} guideline {c}.`,
        ],
      },
      {
        heading: () => 'Exposure and Outcomes',
        sentences: [
          (w) => `The main exposure was ${w.factor}, recorded at baseline from clinical records.`,
          (w) => `The primary outcome was ${w.outcome} ${w.condition}; secondary outcomes included ${w.otherOutcome} and adverse events.`,
          () => 'Outcomes were assessed by investigators who did not know the exposure status.',
          (w) => `${w.Topic} ${w.was(w.topic)} documented with standard definitions at each visit.`,
        ],
      },
      {
        heading: () => 'Statistical Analysis',
        sentences: [
          () => 'Hazard ratios with 95% confidence intervals were estimated with Cox proportional hazards models adjusted for age, sex and comorbidity {c}.',
          (_, r) => `Missing covariate data (${r.int(2, 12)}% of participants) were handled by multiple imputation with 20 imputed data sets {c}.`,
          () => 'Sensitivity analyses excluded participants with less than six months of follow-up.',
          () => 'Analyses were run in Stata 18 and R 4.3.',
        ],
      },
    ],
    results: [
      {
        heading: () => 'Participants',
        sentences: [
          (w, r) => `Of ${count(Math.round(w.n * (1.2 + r.next())))} ${w.unit} screened, ${count(w.n)} met the inclusion criteria and were analysed.`,
          (_, r) => `The median age was ${r.int(48, 79)} years, and ${r.int(35, 62)}% were women.`,
          (w) => `Baseline characteristics are shown in Table 1; those exposed to ${w.factor} were older and had more comorbidities.`,
        ],
      },
      {
        heading: (w) => `${w.Factor} and ${w.outcome}`,
        sentences: [
          (w, r) => `During a median follow-up of ${r.int(11, 60)} months, ${count(Math.round(w.n * (0.05 + r.next() * 0.2)))} outcome events occurred.`,
          (w, r) => `${w.Factor} ${w.was(w.factor)} associated with ${w.outcome} (adjusted hazard ratio ${ratio(w)}, 95% CI ${interval(w, r)}).`,
          (w) => `The association was consistent across subgroups defined by age, sex and ${w.other}.`,
          (_, r) => `Adverse events were reported in ${r.int(3, 19)}% of participants, without a difference between groups.`,
          () => 'Results were similar after excluding participants with incomplete follow-up.',
        ],
      },
    ],
    tableLead: (w) => `Table 1 shows the characteristics of the ${count(w.n)} ${w.unit} by exposure to ${w.factor}.`,
  },
  population: {
    methodsHeading: 'Methods',
    methods: [
      {
        heading: () => 'Study Population and Data',
        sentences: [
          (w) => `We used data on ${w.sample} collected between ${w.firstYear} and ${w.lastYear}.`,
          () => 'Participants were selected by multistage cluster sampling; survey weights account for the design.',
          (_, r) => `The response rate was ${r.int(58, 91)}%.`,
          () => 'The study protocol was approved by the national ethics review board, and all participants gave informed consent.',
        ],
      },
      {
        heading: () => 'Measures',
        sentences: [
          (w) => `The main exposure was ${w.factor}, measured with a validated questionnaire {c} or taken from programme records.`,
          (w) => `The outcome was ${w.outcome}, with ${w.otherOutcome} as a secondary outcome.`,
          () => 'Covariates were age, sex, education, household income and place of residence.',
        ],
      },
      {
        heading: () => 'Analysis',
        sentences: [
          () => 'Multilevel regression models with districts as a random effect estimated adjusted odds ratios {c}.',
          (w) => `We tested whether the association differed ${w.condition} by adding an interaction term.`,
          () => 'Analyses were weighted and run in R 4.3 with the survey package.',
        ],
      },
    ],
    results: [
      {
        heading: () => 'Characteristics of the Sample',
        sentences: [
          (w, r) => `The analysis included ${count(w.n)} ${w.unit}; ${r.int(38, 61)}% were women and ${r.int(20, 70)}% lived in urban areas.`,
          (w, r) => `${w.Factor} applied to ${r.int(12, 64)}% of the sample (Table 1).`,
        ],
      },
      {
        heading: (w) => `${w.Factor} and ${w.outcome}`,
        sentences: [
          (w, r) => `${w.Factor} ${w.was(w.factor)} associated with ${w.outcome} (adjusted odds ratio ${ratio(w)}, 95% CI ${interval(w, r)}).`,
          (w) => `The association was stronger among participants with lower income, which widens existing differences in ${w.outcome}.`,
          (w) => `Associations with ${w.otherOutcome} were in the same direction but smaller.`,
          (w) => `Results were robust to the exclusion of participants with missing data on ${w.factor}.`,
        ],
      },
    ],
    tableLead: () => 'Table 1 describes the sample and the prevalence of the exposure.',
  },
  computational: {
    methodsHeading: 'Methods',
    methods: [
      {
        heading: () => 'Problem Setting',
        sentences: [
          (w) => `We consider ${w.topic} in the context of ${w.setting}, where the aim is to improve ${w.outcome}.`,
          (w) => `Existing approaches treat ${w.factor} as fixed; we allow it to adapt ${w.condition}.`,
          () => 'We make the standard assumptions of bounded variance and Lipschitz continuity throughout.',
        ],
      },
      {
        heading: () => 'Proposed Approach',
        sentences: [
          (w) => `Our approach combines ${w.method} {c} with ${w.factor} {c}, which to our knowledge has not been used for ${w.topic}.`,
          (w) => `The key idea is to control ${w.outcome} by adapting ${w.factor} at each step rather than fixing it in advance.`,
          () => 'We show that, under these assumptions, the procedure converges and its cost grows linearly with the size of the input.',
          () => 'Proofs of the main results are given in Appendix A.',
        ],
      },
      {
        heading: () => 'Experimental Setup',
        sentences: [
          (w) => `We evaluated the approach on ${w.n} ${w.unit} and repeated every run with five random seeds.`,
          (_, r) => `We compare against ${r.int(3, 6)} established baselines {c}, using the settings recommended by their authors.`,
          (_, r) => `All experiments ran on ${r.pick(['a single GPU', 'a 64-core server', 'a cluster of eight nodes', 'a laptop CPU'])}; code and configuration files are publicly available.`,
        ],
      },
    ],
    results: [
      {
        heading: (w) => w.Outcome,
        sentences: [
          (w) => `Across all ${w.unit}, the proposed approach improved ${w.outcome} over the strongest baseline by ${w.pct}% on average (Table 1).`,
          () => `The gain was largest in the hardest settings and smallest where the baselines were already close to optimal.`,
          (w, r) => `Running time grew linearly with input size up to ${count(r.int(10, 900) * 1000)} elements.`,
        ],
      },
      {
        heading: () => 'Ablation and Sensitivity',
        sentences: [
          (w, r) => `Removing ${w.factor} reduced the gain by ${r.int(30, 80)}%, confirming that it drives the improvement.`,
          (w) => `Replacing ${w.factor} with ${w.otherFactor} gave intermediate results.`,
          () => 'Results were stable for a wide range of hyperparameters; performance dropped only when the step size was increased tenfold.',
        ],
      },
    ],
    tableLead: (w) => `Table 1 compares ${w.outcome} across methods.`,
  },
  field: {
    methodsHeading: 'Study Area and Methods',
    methods: [
      {
        heading: () => 'Study Area',
        sentences: [
          (w) => `The study covered ${count(w.n)} ${w.unit} in ${w.setting}, chosen to span the range of ${w.factor} in the region.`,
          (w) => `The ${w.unit} differ in elevation, land use and exposure, which allowed us to separate ${w.factor} from ${w.otherFactor}.`,
        ],
      },
      {
        heading: () => 'Data Collection',
        sentences: [
          (w, r) => `${capitalise(w.unit)} were visited ${r.pick(['monthly', 'twice a year', 'every season', 'weekly during the growing season'])} between ${w.firstYear} and ${w.lastYear}.`,
          (w) => `${w.Method} provided the main data set {c}, complemented by ${w.otherMethod} {c}.`,
          (w) => `${w.Outcome} ${w.was(w.outcome)} measured with the same protocol at every visit.`,
        ],
      },
      {
        heading: () => 'Data Analysis',
        sentences: [
          () => 'Trends were estimated with generalised additive models {c}, and spatial autocorrelation was accounted for with a Gaussian process term {c}.',
          () => 'Gaps shorter than one month were filled by linear interpolation; longer gaps were left missing.',
          () => 'All analyses were run in R 4.3.',
        ],
      },
    ],
    results: [
      {
        heading: (w) => `Changes in ${w.outcome}`,
        sentences: [
          (w) => `Across the ${count(w.n)} ${w.unit}, ${w.outcome} changed by ${w.pct}% between ${w.firstYear} and ${w.lastYear} (Table 1).`,
          (w) => `The change was strongest ${w.condition}.`,
          (w) => `${w.Topic} followed the same pattern, with a lag of about one season.`,
        ],
      },
      {
        heading: (w) => `The Role of ${w.Factor}`,
        sentences: [
          (w, r) => `${w.Factor} explained ${r.int(18, 64)}% of the variation between ${w.unit} (${pValue(r)}).`,
          (w) => `Where ${w.factor} ${w.was(w.factor)} highest, ${w.outcome} changed about twice as fast as elsewhere.`,
          (w) => `${capitalise(w.otherFactor)} had a weaker, independent effect.`,
        ],
      },
    ],
    tableLead: (w) => `Table 1 lists the ${w.unit} with their main characteristics.`,
  },
  economic: {
    methodsHeading: 'Data and Empirical Strategy',
    methods: [
      {
        heading: () => 'Data',
        sentences: [
          (w) => `Our sample covers ${count(w.n)} ${w.unit} in ${w.setting} observed from ${w.firstYear} to ${w.lastYear}.`,
          () => 'The data combine administrative registers, annual reports and a survey run by the authors {c}.',
          () => 'Monetary values are in constant prices of the last sample year.',
        ],
      },
      {
        heading: () => 'Identification',
        sentences: [
          (w) => `We exploit variation in ${w.factor} ${w.condition} to identify its effect on ${w.outcome}.`,
          (w) => `The baseline specification regresses ${w.outcome} on ${w.factor}, controlling for size, age and leverage, with unit and year fixed effects.`,
          () => 'Standard errors are clustered by region and year.',
          () => 'An event-study version of the model tests for differences in trends before treatment {c}.',
        ],
      },
    ],
    results: [
      {
        heading: () => 'Baseline Estimates',
        sentences: [
          (w, r) => `A one-standard-deviation increase in ${w.factor} is associated with a ${(w.pct / 10).toFixed(1)}% change in ${w.outcome} (column 1 of Table 1; ${pValue(r)}).`,
          () => 'The estimate changes little when we add unit fixed effects (column 2) and industry-by-year fixed effects (column 3).',
          () => 'Event-study coefficients show no differences in trends before treatment.',
        ],
      },
      {
        heading: () => 'Heterogeneity and Robustness',
        sentences: [
          (w) => `Effects are concentrated among smaller ${w.unit} and those with less access to credit.`,
          (w) => `Controlling for ${w.otherFactor} leaves the main estimate unchanged.`,
          () => 'Placebo tests with randomly assigned treatment dates produce estimates centred on zero.',
        ],
      },
    ],
    tableLead: (w) => `Table 1 reports the baseline estimates of the effect of ${w.factor} on ${w.outcome}.`,
  },
  qualitative: {
    methodsHeading: 'Materials and Approach',
    methods: [
      {
        heading: (w) => (w.unit === 'documents' ? 'Sources' : 'Participants'),
        sentences: [
          (w) => `The study draws on ${count(w.n)} ${w.unit} from ${w.setting}, collected between ${w.firstYear} and ${w.lastYear}.`,
          (w) =>
            w.unit === 'documents'
              ? 'Sources were selected from public and private archives and read in full.'
              : 'Participants were recruited through local organisations and gave informed consent; names have been changed.',
          (w) => (w.unit === 'documents' ? 'Each source was catalogued with its date, author and provenance.' : 'Interviews lasted 45 to 90 minutes and were recorded and transcribed verbatim.'),
        ],
      },
      {
        heading: () => 'Analysis',
        sentences: [
          (w) => `We followed ${w.methodIsDesign ? 'the design of ' + w.method : w.method}, as is usual in ${w.field} {c}.`,
          () => 'Coding proceeded in two rounds, open coding and then a thematic synthesis discussed among the authors {c}.',
          (w) => `The analysis paid particular attention to ${w.factor} and to how ${w.topic} ${w.was(w.topic)} described ${w.condition}.`,
        ],
      },
    ],
    results: [
      {
        heading: (w) => `${w.Factor} in Practice`,
        sentences: [
          (w) => `Three themes emerged: the everyday work of ${w.factor}, ${w.topic} as a shared concern, and tensions around ${w.outcome}.`,
          (w) => `${w.Factor} ${w.was(w.factor)} described both as a resource and as a burden.`,
          (w) => `Accounts of ${w.topic} changed ${w.condition}, when ${w.otherFactor} became more visible.`,
        ],
      },
      {
        heading: (w) => `${w.Topic} and ${w.outcome}`,
        sentences: [
          (w) => `The material shows ${w.topic} being framed in terms of ${w.outcome}.`,
          (w) => `Where ${w.factor} ${w.was(w.factor)} strongest, ${w.outcome} ${w.was(w.outcome)} discussed openly; elsewhere ${w.plural(w.outcome) ? 'they were' : 'it was'} rarely named.`,
          () => 'These patterns were consistent across the groups we studied, with differences of emphasis rather than of kind.',
        ],
      },
    ],
    tableLead: (w) => `Table 1 gives an overview of the ${w.unit}.`,
  },
};

export const genreText = (genre: Genre): GenreText => genres[genre];
