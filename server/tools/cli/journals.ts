// Journals set up without touching code (docs/publishing.md):
//   npm run journals -- import FILE      a YAML or JSON file: one journal, a list, or { journals: [...] }
// Each journal: title, issn, and optionally abbreviation, nameSystem, yearFounded, aimsAndScope,
// description, apcChf (and apcChfBefore, the charge until apcChf applies on APC_EFFECTIVE_FROM), subjects, sections [{ name, description }], board [{ name, role, affiliation,
// country, orcid }]. A journal whose ISSN is already here is updated.
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { readConfig } from '../../src/app/config.ts';
import { openCatalogue } from '../../src/catalogue/openCatalogue.ts';
import { journalFileSchema, upsertJournal } from '../../src/catalogue/publishing/journalRecords.ts';
import { PUBLISHED_AT_KEY } from '../../src/catalogue/searchStamp.ts';
import { surrogateKey } from '../../src/platform/cache/purge.ts';
import { purgerFromEnv } from '../../src/platform/cache/sitePurger.ts';

function fail(message: string): never {
  process.stderr.write(`${message}\nusage: npm run journals -- import FILE.yaml|FILE.json\n`);
  process.exit(2);
}

const [command, file] = process.argv.slice(2);
if (command !== 'import' || !file) fail(command ? `unknown command ${command}` : 'no command');
let records;
try {
  const text = readFileSync(file, 'utf8');
  const data: unknown = /\.json$/i.test(file) ? JSON.parse(text) : parseYaml(text);
  const parsed = journalFileSchema.safeParse(data);
  // A problem's place as a person finds it in the file: the journal by its number, then the field.
  const place = ([journal, ...field]: PropertyKey[]) => (journal === undefined ? 'the file' : `journal ${Number(journal) + 1}${field.length ? `, ${field.map(String).join('.')}` : ''}`);
  if (!parsed.success) fail(`${file}: ${parsed.error.issues.map((issue) => (/received undefined$/.test(issue.message) ? `${place(issue.path)} is missing` : `${place(issue.path)}: ${issue.message}`)).join('; ')}`);
  records = parsed.data;
} catch (error) {
  fail(`${file} could not be read: ${(error as Error).message}`);
}

const catalogue = await openCatalogue(readConfig(), { searchWorkers: 0 });
const purger = purgerFromEnv();
try {
  for (const record of records) {
    const { tx, commit, rollback } = await catalogue.publishing.begin();
    try {
      const { journal, created } = await upsertJournal(tx, record);
      await tx.run('DELETE FROM catalogue_info WHERE key = ?', PUBLISHED_AT_KEY);
      await tx.run('INSERT INTO catalogue_info (key, value) VALUES (?, ?)', PUBLISHED_AT_KEY, `${new Date().toISOString()} journal ${journal.issn}`);
      await commit();
      console.log(`${created ? 'created' : 'updated'} ${journal.name} (${journal.issn}) at /journal/${journal.nameSystem}`);
      // After the commit, as an import purges: the journal's pages and the lists that name it.
      await purger.purge([surrogateKey.journal(journal.nameSystem), surrogateKey.catalogueLists]).catch((error: Error) => {
        process.stderr.write(`The shared caches were not purged (${error.message}): they show the journal as it was until their copies expire.\n`);
      });
    } catch (error) {
      await rollback();
      throw error;
    }
  }
} finally {
  await catalogue.close();
}
