// The text of a generated article: title, abstract, body, keywords, authors and references. Every part
// of one article tells one study (study.ts): one theme of one subject, so its topic, factor, setting,
// method and outcome belong together, and its sentences agree in number with what they are about
// (english.ts). The body (articleBody.ts) has the sections, paragraphs, table and back matter of its
// article type; the references (articleReferences.ts) are marked as generated.
import type { GeneratedJournal } from './catalogue.ts';
import { orcid, personName } from './catalogue.ts';
import { agree, be, count, lowerFirst, pronoun } from './english.ts';
import type { ArticleInput } from './generatedArticles.ts';
import { escapeHtml } from '../jats/jats.ts';
import { hashString, type Random } from './random.ts';
import { institutions, regionByCountry, vocabulary } from './vocabulary.ts';
import { generateBody, referenceCount } from './articleBody.ts';
import { referenceList } from './articleReferences.ts';
import { drawTitle } from './articleTitles.ts';
import { ratio } from './methodsAndResults.ts';
import { drawStudy, type Study } from './study.ts';
import { studyWords, type Words } from './studyWords.ts';
import { factorsOf } from './themeFactors.ts';
import { isOn, nameStems } from './journalFocus.ts';

/** The text of a generated article; generatedInput adds its DOI, dates and licence. */
export type GeneratedArticle = Omit<ArticleInput, 'reviews' | 'doi' | 'dates' | 'license' | 'source' | 'xml' | 'region'> & { region: string };

export interface ArticleSetting {
  /** Every journal of the catalogue: references cite those of the article's subject. */
  journals: readonly GeneratedJournal[];
  /** Titles the catalogue already has: the article's title is none of them (and is added). */
  takenTitles: Set<string>;
  /** The year of publication, which the text's dates and references end before. */
  year: number;
}

function findingSentence(w: Words): string {
  switch (w.study.genre) {
    case 'clinical':
      return `${w.Factor} ${w.was(w.factor)} associated with ${w.outcome} (adjusted hazard ratio ${ratio(w)}), consistently across subgroups.`;
    case 'population':
      return `${w.Factor} ${w.was(w.factor)} associated with ${w.outcome} (adjusted odds ratio ${ratio(w)}), most strongly among participants with lower income.`;
    case 'computational':
      return `Across the ${w.unit}, the approach improved ${w.outcome} by ${w.pct}% over the strongest baseline, and most of the gain came from ${w.factor}.`;
    case 'field':
      return `${w.Outcome} changed by ${w.pct}% between ${w.firstYear} and ${w.lastYear}, and ${w.factor} explained much of the variation between ${w.unit}.`;
    case 'economic':
      return `A one-standard-deviation increase in ${w.factor} is associated with a ${(w.pct / 10).toFixed(1)}% change in ${w.outcome}, an effect concentrated among smaller ${w.unit}.`;
    case 'qualitative':
      return `${w.Factor} ${w.was(w.factor)} described both as a resource and as a burden, and accounts of ${w.topic} were framed in terms of ${w.outcome}.`;
    default:
      return `${w.Factor} changed ${w.outcome} by ${w.pct}% relative to controls, and the effect depended on ${w.other}.`;
  }
}

/** The abstract's sentences; `variant` (the title's hash) chooses among their wordings. */
function abstractSentences(w: Words, variant: number): string[] {
  // The sentences' wording is drawn from the title's hash, not from `random`: the rest of the
  // catalogue the seed draws stays as it was, and abstracts (and the search snippets cut from them)
  // do not all open with the same sentence.
  const pick = <T,>(options: readonly T[], shift: number): T => options[(variant >>> shift) % options.length]!;
  const type = w.study.articleType;
  if (type === 'review-article') {
    return [
      pick(
        [
          `${w.Topic} ${be(w.topic)} central to ${w.outcome}, yet the evidence from ${w.setting} is scattered across many small studies.`,
          `Research on ${w.topic} and ${w.outcome} has grown quickly, but studies from ${w.setting} have rarely been read together.`,
          `What is known about ${w.factor} and ${w.outcome} in ${w.setting} comes from studies that differ widely in design and size.`,
        ],
        0,
      ),
      pick(
        [
          `Here we review ${w.n} published studies of ${w.topic} in ${w.setting}, with a focus on ${w.factor}.`,
          `We searched the literature and read ${w.n} studies of ${w.topic} in ${w.setting} closely, with ${w.factor} in mind.`,
          `This review brings together ${w.n} studies of ${w.topic} in ${w.setting}, read for what they say about ${w.factor}.`,
        ],
        4,
      ),
      `Most of them linked ${w.factor} to ${w.outcome}, but few tested whether that link depends on ${w.other}.`,
      `We summarise what is known, point out where the studies disagree, and outline the questions that future work in ${w.setting} should answer.`,
    ];
  }
  if (type === 'editorial') {
    return [
      pick(
        [
          `${w.Topic} ${be(w.topic)} changing how researchers think about ${w.outcome}.`,
          `Few questions in our field move as fast as those about ${w.topic} and ${w.outcome}.`,
          `The study of ${w.outcome} has been reshaped in recent years by work on ${w.topic}.`,
        ],
        0,
      ),
      pick(
        [
          `This editorial introduces recent work on ${w.topic} in ${w.setting} and explains why we invite further contributions on ${w.factor}.`,
          `In this issue we gather recent work on ${w.topic} in ${w.setting}, and we invite further contributions on ${w.factor}.`,
          `We introduce recent articles on ${w.topic} in ${w.setting} and set out why the journal welcomes more work on ${w.factor}.`,
        ],
        4,
      ),
      `We also describe how the journal will handle submissions on ${w.other} that combine ${w.method} with other approaches.`,
    ];
  }
  const [its, it] = w.plural(w.factor) ? ['their', 'them'] : ['its', 'it'];
  const opening = pick(
    [
      `${w.Topic} ${be(w.topic)} central to ${w.outcome}, yet how ${pronoun(w.topic)} ${agree(w.topic, 'respond')} to ${w.factor} remains poorly understood.`,
      `${w.Factor} ${w.has(w.factor)} been linked to ${w.outcome}, but ${its} effect on ${w.topic} has rarely been measured directly.`,
      `Studies of ${w.topic} have pointed to ${w.factor} as a source of variation in ${w.outcome}, but few have followed ${it} in ${w.setting}.`,
      `Whether ${w.factor} ${agree(w.factor, 'shape')} ${w.outcome} in studies of ${w.topic} is still debated, and direct evidence from ${w.setting} is scarce.`,
    ],
    0,
  );
  const approach = w.methodIsDesign
    ? pick([`Here we report ${w.method} of ${w.topic} in ${w.sample}.`, `We conducted ${w.method} of ${w.topic} in ${w.sample}.`, `This paper reports ${w.method} of ${w.topic} in ${w.sample}.`], 4)
    : pick([`Here we used ${w.method} to study ${w.topic} in ${w.sample}.`, `We applied ${w.method} to ${w.topic} in ${w.sample}.`, `Using ${w.method}, we examined ${w.topic} in ${w.sample}.`], 4);
  // The closing sentence names the study's second topic: it is one of the article's keywords, and a
  // search for it should find its words in the abstract (the snippet), not in the keyword list alone.
  return [
    opening,
    approach,
    findingSentence(w),
    pick(
      [
        `The association held ${w.condition} and after accounting for ${w.otherFactor}.`,
        `The effect persisted ${w.condition} and was not explained by ${w.otherFactor}.`,
        `Adjusting for ${w.otherFactor} changed the estimate little, and the pattern was similar ${w.condition}.`,
      ],
      8,
    ),
    pick(
      [
        `These results clarify how ${w.topic} ${agree(w.topic, 'influence')} ${w.outcome} and provide a basis for further studies of ${w.other} in ${w.setting}.`,
        `Our findings suggest that ${w.factor} should be considered when ${w.outcome} ${be(w.outcome)} studied in ${w.setting}, in work on ${w.other} too.`,
        `Together, these data point to ${w.factor} as a lever on ${w.outcome} that studies of ${w.other} in ${w.setting} could test directly.`,
      ],
      12,
    ),
  ];
}

/** Whether a title says a word twice ("Breast cancer in older adults in older patients"): the study's phrases overlap, and another draw reads better. */
function repeatsAWord(title: string): boolean {
  const words = contentWords(title).filter((word) => word.length >= 5);
  return new Set(words).size < words.length;
}

/** A title the catalogue does not have yet: drawn again, then with another factor and condition, then qualified. */
function uniqueTitle(study: Study, random: Random, setting: ArticleSetting): string {
  const { factors, conditions } = factorsOf(study.theme);
  for (let attempt = 0; attempt < 24; attempt++) {
    if (attempt >= 8) {
      study.factor = random.pick(factors);
      study.condition = random.pick(conditions);
      if (attempt >= 16) study.setting = random.pick(study.theme.settings);
    }
    const title = drawTitle(study, random);
    if (!setting.takenTitles.has(title) && !repeatsAWord(title)) return title;
  }
  const base = `${drawTitle(study, random)}: ${count(study.n)} ${study.theme.unit}`;
  let title = base;
  for (let n = 2; setting.takenTitles.has(title); n++) title = `${base}, series ${n}`;
  return title;
}

/** The journal's section for the study: one named like its field or topics ("Neuroscience" for synaptic plasticity), else any. */
function sectionOf(journal: GeneratedJournal, study: Study, random: Random): number {
  const text = `${study.theme.field} ${study.theme.topics.join(' ')}`;
  const fitting = journal.sections.flatMap((section, index) => (isOn(text, nameStems(section.name)) ? [index] : []));
  return fitting.length ? random.pick(fitting) : random.int(0, Math.max(0, journal.sections.length - 1));
}

/** The words of a phrase that say what it is about: four letters or more, lower-cased, a plural's s dropped. */
const contentWords = (phrase: string): string[] => (phrase.toLowerCase().match(/[a-z0-9]{4,}/g) ?? []).map((word) => word.replace(/s$/, ''));

/**
 * Whether the first content word of `phrase`, the one that says which kind it is, is a word of
 * `others`: "malaria transmission" is about a malaria study and "cell cycle" about stem cell niches,
 * but "unfolded protein response" is not about demand response, nor "climate change" about
 * phase-change materials, for the last word they share.
 */
function isAbout(phrase: string, others: readonly string[]): boolean {
  const [first] = contentWords(phrase);
  return first !== undefined && others.some((other) => contentWords(other).includes(first));
}

/** One generated article for a journal; `extraTopics` are the real corpus's keywords for the journal's subject (one may join its keywords). */
export function generateArticle(random: Random, journal: GeneratedJournal, extraTopics: readonly string[], setting: ArticleSetting): GeneratedArticle {
  const study = drawStudy(random, journal);
  const title = uniqueTitle(study, random, setting);
  setting.takenTitles.add(title);
  const words = studyWords(study, random, setting.year);
  // A real article's keyword of the journal's subject joins only when it is about the study (its first
  // word is a word of its topic, factor or outcome): "cancer genome" does not join an Arabidopsis
  // study. It is drawn either way, so the rest of the catalogue is drawn as before.
  const drawnKeyword = extraTopics.length && random.chance(0.35) ? random.pick(extraTopics) : null;
  const corpusKeyword = drawnKeyword && isAbout(drawnKeyword, [study.topic, study.other, study.outcome, study.factor]) ? drawnKeyword : null;
  const sentences = abstractSentences(words, hashString(title));

  // The corpus keyword is already as running text writes it (corpusImport.ts asWrittenIn).
  const keywords = [...new Set([...[study.topic, study.other, study.outcome, study.setting, study.factor].map((k) => lowerFirst(k).replace(/^(a|an|the) /, '')), ...(corpusKeyword ? [corpusKeyword] : [])])];
  const vocab = vocabulary[journal.subjects[0] as keyof typeof vocabulary];
  const authorCount = study.articleType === 'editorial' ? random.int(1, 3) : random.int(2, 9);
  const affiliationSet = random.sample(institutions, random.int(1, Math.min(3, authorCount)));
  const affiliations = affiliationSet.map((inst) => `Department of ${random.pick(vocab.sections)}, ${inst.name}, ${inst.country}`);
  const correspondingIndex = random.int(0, authorCount - 1);
  const authors = Array.from({ length: authorCount }, (_, index) => ({
    ...personName(random),
    orcid: random.chance(0.6) ? orcid(random) : null,
    affiliations: [index === 0 ? 0 : random.int(0, affiliations.length - 1)],
    corresponding: index === correspondingIndex,
  }));
  const firstInstitution = affiliationSet[0] ?? { name: 'University of Basel', country: 'Switzerland' };

  const citable = setting.journals.filter((candidate) => candidate.subjects.includes(study.subject));
  const references = referenceList(words, random, citable.length ? citable : [journal], setting.year);
  const body = generateBody({
    words,
    random,
    maxReferences: referenceCount(study.articleType, random),
    reference: references.reference,
    authorInitials: authors.map((author) => `${author.givenNames.charAt(0)}.${author.surname.charAt(0)}.`),
    funder: firstInstitution.name,
    journalName: journal.name,
  });

  return {
    articleType: study.articleType,
    title,
    abstractHtml: `<p>${escapeHtml(sentences.join(' '))}</p>`,
    abstractText: sentences.join(' '),
    bodyHtml: body.html,
    bodyText: body.text,
    keywords,
    authors,
    affiliations,
    region: regionByCountry[firstInstitution.country] ?? 'Europe',
    references: references.list(body.references).map(({ label, id, text, doi }) => ({ label, id, text, doi })),
    sectionIndex: sectionOf(journal, study, random),
  };
}
