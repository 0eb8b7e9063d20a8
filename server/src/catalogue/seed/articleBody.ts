// The body of a generated article, in the structure its type has in a real journal: a research article
// with its introduction, methods and results in subsections, a table, discussion, conclusions and back
// matter; a review with thematic sections and a table of the studies it discusses; a brief report; an
// editorial. Paragraphs are several sentences drawn without repeats from the banks of
// framingSentences.ts and methodsAndResults.ts, and cite the reference list in order of first citation.
// HTML and plain text are built together: the text feeds the search index without re-parsing the HTML.
import { escapeHtml } from '../jats/jats.ts';
import { capitalise, listOf } from './english.ts';
import { titleCase } from './journalContent.ts';
import type { Random } from './random.ts';
import { aims, background, comparison, conclusions, gap, interpretation, limitations, openQuestions, outlook, reviewSentences, type Sentence } from './framingSentences.ts';
import { genreText, type Part } from './methodsAndResults.ts';
import { reviewTable, studyTable, tableHtml } from './articleTables.ts';
import type { GeneratedReference } from './articleReferences.ts';
import type { Words } from './studyWords.ts';

export interface BodyContext {
  words: Words;
  random: Random;
  /** The longest the reference list may be; the text cites from 1 up, in order. */
  maxReferences: number;
  /** The reference of a number the text cites (for a review's table of studies). */
  reference: (number: number) => GeneratedReference;
  /** Authors' initials ("A.K."), for the contributions statement. */
  authorInitials: string[];
  /** Institution of the first author, for the funding statement. */
  funder: string;
  journalName: string;
}

/** Most sentences have nothing to escape: they are kept as they are. */
const escape = (text: string) => (/[&<>"']/.test(text) ? escapeHtml(text) : text);
const link = (number: string) => `<a href="#ref-${number}">${number}</a>`;

class BodyWriter {
  html = '';
  readonly text: string[] = [];
  private cited = 0;
  private readonly used = new Set<Sentence>();
  private readonly context: BodyContext;

  constructor(context: BodyContext) {
    this.context = context;
  }

  /** The next reference in order of first citation; once the list is full, an earlier one again. */
  cite = (): string => {
    const { random, maxReferences } = this.context;
    if (maxReferences === 0) return '';
    const number = this.cited < maxReferences ? ++this.cited : random.int(1, maxReferences);
    return `[${number}]`;
  };

  /** How many references the text has cited: the reference list is that long. */
  get citedCount(): number {
    return this.cited;
  }

  /** "[3]", "[3,4]" and "[3–5]" in escaped text (a table's cells) as links to their references. */
  citationHtml = (escaped: string): string =>
    escaped.replace(/\[(\d+(?:[,–]\d+)*)\]/g, (_, numbers: string) => `[${numbers.replace(/\d+/g, (n) => link(n))}]`);

  /** One citation, two, or a range of three or four new ones, as links. */
  private citation(): string {
    const { random, maxReferences } = this.context;
    const first = this.cite();
    if (!first) return '';
    const from = first.slice(1, -1);
    const left = maxReferences - this.cited;
    const roll = random.next();
    if (left < 1 || roll < 0.45) return `[${link(from)}]`;
    if (roll < 0.75 || left < 3) return `[${link(from)},${link(this.cite().slice(1, -1))}]`;
    for (let i = random.int(2, 3); i > 0; i--) this.cite();
    return `[${link(from)}–${link(String(this.cited))}]`;
  }

  /** `count` sentences from the bank, none used before in this article, after the `lead` sentences. */
  paragraph(bank: readonly Sentence[], count: number, lead: string[] = []): void {
    const { words, random } = this.context;
    const fresh = bank.filter((sentence) => !this.used.has(sentence));
    const pool = fresh.length >= count ? fresh : bank;
    // A sample, in the bank's order: a bank lists its sentences in the order a paper makes its points.
    const chosen = random.sample(pool, count).sort((a, b) => pool.indexOf(a) - pool.indexOf(b));
    let html = '';
    for (const sentence of [...lead, ...chosen.map((draw) => (this.used.add(draw), draw(words, random)))]) {
      // "{c}" is where the sentence cites: a link in the HTML, nothing in the indexed text.
      const pieces = sentence.split(' {c}');
      let text = pieces[0] as string;
      html += `${html ? ' ' : ''}${escape(text)}`;
      for (let i = 1; i < pieces.length; i++) {
        const piece = pieces[i] as string;
        html += ` ${this.citation()}${escape(piece)}`;
        text += piece;
      }
      this.text.push(text);
    }
    this.html += `<p>${html}</p>`;
  }

  open(id: string, heading: string, level: 2 | 3 = 2): void {
    this.text.push(heading);
    this.html += `<section id="${id}"><h${level}>${escapeHtml(heading)}</h${level}>`;
  }

  close(): void {
    this.html += '</section>';
  }

  table(html: string, caption: string): void {
    this.text.push(caption);
    this.html += html;
  }

  /** A numbered section whose paragraphs come from `parts`, each a subsection. */
  subsections(number: number, heading: string, parts: readonly Part[], sentencesEach: number, afterFirst?: () => void): void {
    const { words, random } = this.context;
    this.open(`sec${number}`, `${number}. ${heading}`);
    parts.forEach((part, index) => {
      this.open(`sec${number}-${index + 1}`, `${number}.${index + 1}. ${titleCase(capitalise(part.heading(words)))}`, 3);
      this.paragraph(part.sentences, Math.min(part.sentences.length, sentencesEach + random.int(0, 1)));
      if (index === 0) afterFirst?.();
      this.close();
    });
    this.close();
  }
}

function backMatter(writer: BodyWriter, context: BodyContext): void {
  const { random, authorInitials, funder, words } = context;
  const some = (k: number) => listOf(random.sample(authorInitials, Math.min(k, authorInitials.length)));
  const statements: [string, string, string][] = [
    ['contributions', 'Author Contributions', `Conceptualisation, ${some(2)}; methodology, ${some(2)}; investigation, ${some(3)}; writing—original draft, ${some(1)}; writing—review and editing, all authors. All authors have read and agreed to the published version of the manuscript.`],
    ['funding', 'Funding', random.chance(0.25) ? 'This research received no external funding.' : `This research was funded by the research fund of ${funder} (grant ${random.int(100, 999)}-${random.int(10000, 99999)}).`],
    ['data', 'Data Availability Statement', words.study.genre === 'qualitative' ? 'Interview transcripts cannot be shared to protect the participants; the coding frame is available from the corresponding author.' : 'The data and code supporting the results are available from a public repository, as listed in the Supplementary Materials.'],
    ['conflicts', 'Conflicts of Interest', 'The authors declare no conflicts of interest.'],
  ];
  for (const [id, heading, text] of statements) {
    writer.text.push(heading, text);
    writer.html += `<section id="${id}"><h2>${escapeHtml(heading)}</h2><p>${escapeHtml(text)}</p></section>`;
  }
}

function researchArticle(writer: BodyWriter, context: BodyContext): void {
  const { words, random } = context;
  const genre = genreText(words.study.genre);
  writer.open('sec1', '1. Introduction');
  writer.paragraph(background, 4);
  writer.paragraph(gap, 3 + random.int(0, 1));
  writer.paragraph(aims, 3);
  writer.close();
  writer.subsections(2, genre.methodsHeading, genre.methods, 3);
  writer.subsections(3, 'Results', genre.results, 3, () => {
    const table = studyTable(words, random, writer.cite);
    writer.paragraph([genre.tableLead], 1);
    writer.table(tableHtml(table, 1, writer.citationHtml), table.caption);
  });
  writer.open('sec4', '4. Discussion');
  writer.paragraph(interpretation, 3);
  writer.paragraph(comparison, 3);
  writer.paragraph([], 0, limitations(words, random));
  writer.paragraph(outlook, 2);
  writer.close();
  writer.open('sec5', '5. Conclusions');
  writer.paragraph(conclusions.slice(2), 1, conclusions.slice(0, 2).map((sentence) => sentence(words, random)));
  writer.close();
  backMatter(writer, context);
}

function reviewArticle(writer: BodyWriter, context: BodyContext): void {
  const { words, random } = context;
  writer.open('sec1', '1. Introduction');
  writer.paragraph(background, 4);
  writer.paragraph(gap, 3, [`This review summarises the evidence on ${words.factor} and ${words.topic}, with a focus on ${words.setting}.`]);
  writer.close();
  writer.open('sec2', `2. ${titleCase(`${words.Factor} and ${words.topic}`)}`);
  writer.paragraph(reviewSentences, 4);
  writer.paragraph(reviewSentences, 3);
  writer.close();
  writer.open('sec3', `3. Evidence from ${titleCase(words.setting)}`);
  const studies = Array.from({ length: random.int(5, 8) }, () => {
    const number = Number(writer.cite().slice(1, -1));
    const reference = context.reference(number);
    return { citation: `${reference.firstAuthor} et al. (${reference.year}) [${number}]`, year: reference.year };
  }).sort((a, b) => a.year - b.year);
  writer.paragraph(reviewSentences, 3, [`Table 1 summarises ${studies.length} studies that examined ${words.factor} directly.`]);
  const table = reviewTable(words, random, studies);
  writer.table(tableHtml(table, 1, writer.citationHtml), table.caption);
  writer.close();
  writer.open('sec4', '4. Open Questions');
  writer.paragraph(openQuestions, 4);
  writer.close();
  writer.open('sec5', '5. Conclusions');
  writer.paragraph(conclusions.slice(2), 1, conclusions.slice(0, 2).map((sentence) => sentence(words, random)));
  writer.close();
  backMatter(writer, context);
}

function briefReport(writer: BodyWriter, context: BodyContext): void {
  const { words, random } = context;
  const genre = genreText(words.study.genre);
  writer.open('sec1', '1. Introduction');
  writer.paragraph(background, 3);
  writer.paragraph(aims, 2);
  writer.close();
  writer.open('sec2', `2. ${genre.methodsHeading}`);
  writer.paragraph(genre.methods.flatMap((part) => part.sentences), 4);
  writer.close();
  writer.open('sec3', '3. Results');
  writer.paragraph(genre.results.flatMap((part) => part.sentences), 3, [genre.tableLead(words)]);
  const table = studyTable(words, random, writer.cite);
  writer.table(tableHtml(table, 1, writer.citationHtml), table.caption);
  writer.close();
  writer.open('sec4', '4. Discussion');
  writer.paragraph(interpretation, 2);
  writer.paragraph(comparison, 2);
  writer.close();
  backMatter(writer, context);
}

function editorial(writer: BodyWriter, context: BodyContext): void {
  const { words, journalName } = context;
  writer.open('sec1', `1. Why ${titleCase(words.Topic)} Now`);
  writer.paragraph(background, 3);
  writer.paragraph(gap, 3);
  writer.close();
  writer.open('sec2', '2. What We Invite');
  writer.paragraph(openQuestions, 2, [
    `${journalName} welcomes studies of ${words.topic} that combine ${words.method} with other approaches.`,
    `We are particularly interested in work on ${words.factor} and ${words.otherFactor}, and in studies from ${words.otherSetting}.`,
  ]);
  writer.paragraph(outlook, 2);
  writer.close();
}

/** The body, and how many references it cites (1 to that number, each at least once). */
export function generateBody(context: BodyContext): { html: string; text: string; references: number } {
  const writer = new BodyWriter(context);
  const type = context.words.study.articleType;
  if (type === 'review-article') reviewArticle(writer, context);
  else if (type === 'brief-report') briefReport(writer, context);
  else if (type === 'editorial') editorial(writer, context);
  else researchArticle(writer, context);
  return { html: writer.html, text: writer.text.join(' '), references: writer.citedCount };
}

/** How many references an article of this type cites. */
export function referenceCount(type: string, random: Random): number {
  if (type === 'review-article') return random.int(40, 80);
  if (type === 'brief-report') return random.int(10, 18);
  if (type === 'editorial') return random.int(5, 10);
  return random.int(24, 45);
}
