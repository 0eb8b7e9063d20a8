// Article packages made for publishing's tests: a JATS article as a production system writes it, with
// what a test varies (DOI, title, journal, type, the article it retracts, figures), written as a
// folder, a zip or a MECA package; images made with sharp. No engine here: a test that publishes
// into its own catalogue (PostgreSQL's, say) runs once, and one that takes the suite's engine imports
// publishingCatalogue.ts (serverTests.ts runs a file on both engines when it reaches testEngine.ts).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import yazl from 'yazl';

export interface ArticleSpec {
  doi: string;
  title?: string;
  issn?: string;
  journalTitle?: string;
  /** The journal-meta's publisher journal id (also how a journal is found without its ISSN). */
  journalId?: string;
  type?: string;
  /** The DOI of the article a correction, retraction or expression of concern is about. */
  about?: string;
  date?: string;
  figures?: number;
  /** Words added to the abstract (a new version's change, a word to search for). */
  abstract?: string;
  authors?: boolean;
  licence?: boolean;
  /** Text put into the body as it is (an unknown element, say). */
  extraBody?: string;
  version?: string;
}

export function jatsXml(spec: ArticleSpec): string {
  const [year, month, day] = (spec.date ?? '2026-11-20').split('-');
  const figures = Array.from({ length: spec.figures ?? 0 }, (_, index) => `
    <fig id="fig${index + 1}"><label>Figure ${index + 1}.</label><caption><title>Panel ${index + 1} of the experiment.</title><p>Caption text ${index + 1}.</p></caption>
      <graphic xlink:href="fig${index + 1}.png"/></fig>`).join('');
  const related = spec.about ? `<related-article related-article-type="${spec.type === 'retraction' ? 'retracted-article' : spec.type === 'expression-of-concern' ? 'object-of-concern' : 'corrected-article'}" ext-link-type="doi" xlink:href="${spec.about}"/>` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE article PUBLIC "-//NLM//DTD JATS (Z39.96) Journal Publishing DTD v1.2 20190208//EN" "JATS-journalpublishing1.dtd">
<article xmlns:xlink="http://www.w3.org/1999/xlink" article-type="${spec.type ?? 'research-article'}" dtd-version="1.2">
<front>
<journal-meta><journal-id journal-id-type="publisher-id">${spec.journalId ?? 'tpj'}</journal-id><journal-title-group><journal-title>${spec.journalTitle ?? 'Test Publishing Journal'}</journal-title></journal-title-group>
<issn pub-type="epub">${spec.issn ?? '2049-3630'}</issn><publisher><publisher-name>Test Publisher</publisher-name></publisher></journal-meta>
<article-meta>
<article-id pub-id-type="doi">${spec.doi}</article-id>
${spec.version ? `<article-version>${spec.version}</article-version>` : ''}
<title-group><article-title>${spec.title ?? 'Zebrafish fin regeneration under constant light'}</article-title></title-group>
${spec.authors === false ? '' : `<contrib-group><contrib contrib-type="author"><name><surname>Okafor</surname><given-names>Adaeze</given-names></name><xref ref-type="aff" rid="aff1"/></contrib></contrib-group>
<aff id="aff1"><institution>University of Lagos</institution>, <country>Nigeria</country></aff>`}
<pub-date pub-type="epub"><day>${day}</day><month>${month}</month><year>${year}</year></pub-date>
${spec.licence === false ? '' : '<permissions><license xlink:href="https://creativecommons.org/licenses/by/4.0/"><license-p>CC BY 4.0</license-p></license></permissions>'}
${related}
<abstract><p>We describe fin regeneration in zebrafish kept under constant light. ${spec.abstract ?? ''}</p></abstract>
<kwd-group><kwd>regeneration</kwd><kwd>zebrafish</kwd></kwd-group>
</article-meta>
</front>
<body><sec id="s1"><title>Results</title><p>Regeneration was slower.</p>${figures}${spec.extraBody ?? ''}</sec></body>
</article>`;
}

export async function pngImage(seed: number, width = 900, height = 500): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: (seed * 53) % 255, g: (seed * 97) % 255, b: 120 } } }).png().toBuffer();
}

/** The files of a package: the XML as main.xml and its figures. */
export async function packageFiles(spec: ArticleSpec, options: { skipFigures?: number[] } = {}): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>([['main.xml', Buffer.from(jatsXml(spec))]]);
  for (let index = 1; index <= (spec.figures ?? 0); index++) {
    if (!options.skipFigures?.includes(index)) files.set(`fig${index}.png`, await pngImage(index));
  }
  return files;
}

export function zipOf(files: Map<string, Buffer>, options: { compress?: boolean } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, bytes] of files) zip.addBuffer(bytes, name, { compress: options.compress ?? true });
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** A scratch folder for the test's packages. */
export function scratchFolder(): { dir: string; write(relative: string, bytes: Buffer | string): string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'oap-publishing-'));
  return {
    dir,
    write(relative, bytes) {
      const path = join(dir, relative);
      mkdirSync(join(path, '..'), { recursive: true });
      writeFileSync(path, bytes);
      return path;
    },
    remove: () => rmSync(dir, { recursive: true, force: true }),
  };
}
