// The real JATS articles the tests seed beside the generated ones, whichever engine they run on.
import { fileURLToPath } from 'node:url';

export const corpusRoot = fileURLToPath(new URL('../corpus/jats/', import.meta.url));

/** A few real files: Béjà (accents) in PLoS Biology, Peña in PLoS Medicine, eLife articles with review reports. */
export const testCorpusFiles = ['plos/journal.pbio.1000359.xml', 'plos/journal.pmed.1001300.xml', 'elife/elife00013.xml', 'elife/elife02304.xml'];
