// The text of a generated article: title, abstract, body, keywords, authors and references. Every part
// of one article comes from one theme of one subject (vocabularyThemes.ts), so its topic, setting,
// method and outcome belong together, and its sentences agree in number with what they are about
// (english.ts): issue 18 found "Stem cell niches is central to tissue homeostasis, yet how it operates
// in cultured neurons…".
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { orcid, personName } from './catalogue.ts';
import { agree, be, capitalise, lowerFirst, pronoun, was } from './english.ts';
import type { ArticleInput } from './generatedArticles.ts';
import { escapeHtml } from '../jats/jats.ts';
import type { Random } from './random.ts';
import { givenNames, institutions, regionByCountry, surnames, vocabulary } from './vocabulary.ts';
import { sampleOf, themes } from './vocabularyThemes.ts';

/** The text of a generated article; generatedInput adds its DOI, dates and licence. */
export type GeneratedArticle = Omit<ArticleInput, 'reviews' | 'doi' | 'dates' | 'license' | 'source' | 'xml' | 'region'> & { region: string };

const referenceJournals = ['Nature Communications', 'PLoS ONE', 'Scientific Reports', 'eLife', 'PNAS', 'BMC Research Notes'];
const referenceTitles: ((subject: string, related: string) => string)[] = [
  (subject) => `${subject}: a systematic review`,
  (subject, related) => `${subject} and ${related}`,
  (subject) => `new insights into ${subject}`,
  (subject, related) => `the effect of ${related} on ${subject}`,
  (subject) => `${subject} revisited`,
  (subject, related) => `${subject} in the context of ${related}`,
];

/** A study design ("A cohort study") is reported; a technique ("Live imaging") is used. */
const isDesign = (method: string) => /^(A|An) /.test(method);

function abstractSentences(kind: string, parts: { topic: string; other: string; method: string; setting: string; outcome: string; sample: string; n: number; pct: number; robust: string }): string[] {
  const { topic, other, method, setting, outcome, sample, n, pct, robust } = parts;
  const Topic = capitalise(topic);
  if (kind === 'review-article') {
    return [
      `${Topic} ${be(topic)} central to ${outcome}, yet the evidence from ${setting} is scattered across many small studies.`,
      `Here we review ${n} published studies of ${lowerFirst(topic)} in ${setting}, from ${lowerFirst(method)} to long-term observation.`,
      `Most of them linked ${lowerFirst(other)} to ${outcome}, but few tested whether that link depends on ${lowerFirst(topic)}.`,
      `We summarise what is known, point out where the studies disagree, and outline the questions that future work in ${setting} should answer.`,
    ];
  }
  if (kind === 'editorial') {
    return [
      `${Topic} ${be(topic)} changing how researchers think about ${outcome}.`,
      `This editorial introduces recent work on ${lowerFirst(topic)} in ${setting} and explains why we invite further contributions on ${lowerFirst(other)}.`,
      `We also describe how the journal will handle submissions that combine ${lowerFirst(method)} with other approaches.`,
    ];
  }
  const approach = isDesign(method)
    ? `Here we report ${lowerFirst(method)} of ${lowerFirst(topic)} in ${sample}.`
    : `Here we used ${lowerFirst(method)} to study ${lowerFirst(topic)} in ${sample}.`;
  return [
    `${Topic} ${be(topic)} central to ${outcome}, yet how ${pronoun(topic)} ${agree(topic, 'operate')} in ${setting} remains poorly understood.`,
    approach,
    `We found that ${lowerFirst(other)} ${was(other)} associated with a ${pct}% change in ${outcome}, and that this effect depended on ${lowerFirst(topic)}.`,
    robust,
    `These results clarify how ${lowerFirst(topic)} ${agree(topic, 'influence')} ${outcome} and provide a basis for further studies in ${setting}.`,
  ];
}

/** One generated article for a journal; `extraTopics` are the real corpus's keywords for the journal's subject (one may join its keywords). */
export function generateArticle(random: Random, journal: GeneratedJournal, extraTopics: readonly string[]): GeneratedArticle {
  const subject = (journal.subjects[1] && random.chance(0.2) ? journal.subjects[1] : journal.subjects[0]) as SubjectSlug;
  const vocab = vocabulary[journal.subjects[0] as SubjectSlug];
  const theme = random.pick(themes[subject]);
  const topic = random.pick(theme.topics);
  const others = theme.topics.filter((t) => t !== topic);
  const other = others.length ? random.pick(others) : random.pick(vocabulary[subject].topics.filter((t) => t !== topic));
  const method = random.pick(theme.methods);
  const setting = random.pick(theme.settings);
  const outcome = random.pick(theme.outcomes);
  const corpusKeyword = extraTopics.length && random.chance(0.35) ? random.pick(extraTopics) : null;
  const typeRoll = random.next();
  const articleType = typeRoll < 0.78 ? 'research-article' : typeRoll < 0.9 ? 'review-article' : typeRoll < 0.96 ? 'brief-report' : 'editorial';

  const titleTemplates =
    articleType === 'review-article'
      ? [`${capitalise(topic)} and ${outcome}: a review`, `Recent advances in ${lowerFirst(topic)}`, `${capitalise(topic)} in ${setting}: current evidence and open questions`]
      : articleType === 'editorial'
        ? [`Editorial: new directions in ${lowerFirst(topic)}`, `${capitalise(topic)}: introducing a special issue`]
        : [
            `${method} of ${lowerFirst(topic)} in ${setting}`,
            `${capitalise(topic)} as a driver of ${outcome} in ${setting}`,
            `Effects of ${lowerFirst(other)} on ${lowerFirst(topic)}: evidence from ${setting}`,
            `The role of ${lowerFirst(topic)} in ${outcome}`,
            `Linking ${lowerFirst(topic)} and ${lowerFirst(other)} to ${outcome}`,
            `${capitalise(topic)} under changing conditions: ${lowerFirst(method)} in ${setting}`,
          ];
  const title = random.pick(titleTemplates);

  const n = articleType === 'review-article' ? random.int(12, 240) : random.int(24, 3200);
  const pct = random.int(12, 68);
  const robust = random.pick([
    `These associations were robust to sensitivity analyses and were replicated in an independent data set.`,
    `Mechanistic analyses point to a previously unrecognised interaction between ${lowerFirst(topic)} and ${lowerFirst(other)}.`,
    `The effect was strongest in the first year and declined thereafter.`,
  ]);
  const sentences = abstractSentences(articleType, { topic, other, method, setting, outcome, sample: sampleOf(theme, n, setting), n, pct, robust });
  const abstractHtml = `<p>${escapeHtml(sentences.join(' '))}</p>`;

  const keywords = [...new Set([topic, other, outcome, setting, ...(corpusKeyword ? [corpusKeyword] : [])].map((k) => lowerFirst(k).replace(/^(a|an|the) /, '')))];
  const authorCount = random.int(1, 8);
  const affiliationSet = random.sample(institutions, random.int(1, Math.min(3, authorCount)));
  const affiliations = affiliationSet.map((inst) => `Department of ${random.pick(vocab.sections)}, ${inst.name}, ${inst.country}`);
  const correspondingIndex = random.int(0, authorCount - 1);
  const authors = Array.from({ length: authorCount }, (_, index) => ({
    ...personName(random),
    orcid: random.chance(0.6) ? orcid(random) : null,
    affiliations: [random.int(0, affiliations.length - 1)],
    corresponding: index === correspondingIndex,
  }));
  const firstCountry = affiliationSet[0]?.country ?? 'Switzerland';

  // HTML and plain text are built together: the text feeds the search index without re-parsing the HTML.
  const textParts: string[] = [];
  const paragraphs = (count: number, about: string) => {
    let html = '';
    for (let i = 0; i < count; i++) {
      const sentence = random.pick([
        `Previous work on ${lowerFirst(about)} has focused on ${setting}, where ${outcome} ${be(outcome)} readily measured.`,
        `We therefore combined ${lowerFirst(method)} with a detailed analysis of ${lowerFirst(other)}.`,
        `Across all conditions, ${lowerFirst(about)} explained a substantial share of the variation in ${outcome} (p < 0.01).`,
        `This pattern is consistent with the hypothesis that ${lowerFirst(other)} ${agree(other, 'modulate')} ${lowerFirst(about)}.`,
        `Limitations include the observational design and the modest sample size in some subgroups.`,
        `Data and code are available from the corresponding author on reasonable request.`,
      ]);
      textParts.push(sentence);
      html += `<p>${escapeHtml(capitalise(sentence))}</p>`;
    }
    return html;
  };
  const section = (id: number, heading: string, about: string) => {
    textParts.push(heading);
    return `<section id="sec${id}"><h2>${heading}</h2>${paragraphs(2, about)}</section>`;
  };
  const bodyHtml =
    section(1, '1. Introduction', topic) +
    section(2, '2. Materials and Methods', other) +
    section(3, '3. Results', topic) +
    section(4, '4. Discussion', topic);

  // References cite work on the article's own subject matter (its topic, the related topic, method,
  // setting, outcome), as real reference lists do; only a few reach further into the theme. The
  // cited journals are the journal itself or a few general titles.
  const citedTerms = [topic, other, method, setting, outcome];
  const citedJournals = [journal.abbreviation, ...referenceJournals];
  const references = Array.from({ length: random.int(8, 30) }, (_, index) => {
    const author = personName(random);
    const year = random.int(1995, 2025);
    const doi = random.chance(0.7) ? `10.5555/ref.${year}.${random.int(1000, 99999)}` : null;
    const cited = random.chance(0.85) ? random.pick(citedTerms) : random.pick(theme.topics);
    const coAuthors = random.int(0, 2);
    const authorText = coAuthors === 0 ? `${author.surname} ${author.givenNames.charAt(0)}` : coAuthors === 1 ? `${author.surname} ${author.givenNames.charAt(0)}, ${random.pick(surnames)} ${random.pick(givenNames).charAt(0)}` : `${author.surname} ${author.givenNames.charAt(0)} et al.`;
    return {
      label: String(index + 1),
      text: `${authorText} (${year}). ${capitalise(random.pick(referenceTitles)(lowerFirst(cited), lowerFirst(random.pick(citedTerms))))}. ${random.pick(citedJournals)} ${random.int(1, 30)}:${random.int(1, 999)}.`,
      doi,
    };
  });

  return {
    articleType,
    title,
    abstractHtml,
    abstractText: sentences.join(' '),
    bodyHtml,
    bodyText: textParts.join(' '),
    keywords,
    authors,
    affiliations,
    region: regionByCountry[firstCountry] ?? 'Europe',
    references,
    sectionIndex: random.int(0, Math.max(0, journal.sections.length - 1)),
  };
}


