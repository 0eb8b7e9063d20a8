// What one generated article is about, drawn once and shared by its title, abstract, body, table and
// references, so that every part of it tells the same study: one theme of one of the journal's
// subjects (its topic, a related topic, the factor examined, the setting, method and outcome).
import type { SubjectSlug } from '@oap/contracts/api/journals.ts';
import type { GeneratedJournal } from './catalogue.ts';
import { focusThemes } from './journalFocus.ts';
import type { Random } from './random.ts';
import { factorsOf, type Genre } from './themeFactors.ts';
import { vocabulary } from './vocabulary.ts';
import { sampleOf, themes, type Theme } from './vocabularyThemes.ts';

export type ArticleType = 'research-article' | 'review-article' | 'brief-report' | 'editorial';

export interface Study {
  articleType: ArticleType;
  subject: SubjectSlug;
  theme: Theme;
  genre: Genre;
  topic: string;
  /** Another topic of the same theme (or subject), the study's second subject. */
  other: string;
  factor: string;
  /** A second factor of the theme, for comparisons. */
  otherFactor: string;
  condition: string;
  method: string;
  setting: string;
  outcome: string;
  /** How many units (patients, samples, firms…) the study counts, and the phrase for them. */
  n: number;
  sample: string;
  /** The size of the main effect, in per cent. */
  pct: number;
}

const focusCache = new Map<string, Theme[]>();

/**
 * The themes of a subject that a journal's name points to ("Neurobiology Reports": neuroscience; "Soils
 * and Landscapes": ecology and soil science; journalFocus.ts): most of a journal's articles are on them.
 * None when its name is general.
 */
function focusOf(journal: GeneratedJournal, subject: SubjectSlug): Theme[] {
  const key = `${journal.nameSystem}/${subject}`;
  let focus = focusCache.get(key);
  if (!focus) {
    focus = focusThemes(journal.name, themes[subject]);
    focusCache.set(key, focus);
  }
  return focus;
}

/** How many units a study of each genre counts: patients by the thousand, benchmark tasks by the handful. */
const sampleSizes: Record<Genre, [number, number]> = {
  lab: [12, 480],
  clinical: [120, 9800],
  population: [400, 24000],
  computational: [4, 12],
  field: [8, 140],
  economic: [60, 12000],
  qualitative: [14, 90],
};

export function drawStudy(random: Random, journal: GeneratedJournal): Study {
  const subject = (journal.subjects[1] && random.chance(0.2) ? journal.subjects[1] : journal.subjects[0]) as SubjectSlug;
  const focus = focusOf(journal, subject);
  const theme = focus.length && random.chance(0.8) ? random.pick(focus) : random.pick(themes[subject]);
  const topic = random.pick(theme.topics);
  const others = theme.topics.filter((t) => t !== topic);
  const other = others.length ? random.pick(others) : random.pick(vocabulary[subject].topics.filter((t) => t !== topic));
  const { genre, factors, conditions } = factorsOf(theme);
  const [factor, otherFactor] = random.sample(factors, 2) as [string, string];
  const typeRoll = random.next();
  const articleType: ArticleType = typeRoll < 0.78 ? 'research-article' : typeRoll < 0.9 ? 'review-article' : typeRoll < 0.96 ? 'brief-report' : 'editorial';
  const setting = random.pick(theme.settings);
  const method = random.pick(theme.methods);
  // A qualitative method makes a qualitative study whatever its field's usual genre: an interview
  // study reports what people said, never an odds ratio, and counts its participants in tens.
  const studyGenre: Genre = /qualitative|interview|focus group|ethnograph/i.test(method) ? 'qualitative' : genre;
  const n = articleType === 'review-article' ? random.int(12, 240) : random.int(...sampleSizes[studyGenre]);
  return {
    articleType,
    subject,
    theme,
    genre: studyGenre,
    topic,
    other,
    factor,
    otherFactor,
    condition: random.pick(conditions),
    method,
    setting,
    outcome: random.pick(theme.outcomes),
    n,
    sample: sampleOf(theme, n, setting),
    pct: random.int(12, 68),
  };
}
