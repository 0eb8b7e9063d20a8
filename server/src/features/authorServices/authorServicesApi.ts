// POST /api/author-services/word-count: the word count of a manuscript uploaded as a Word (.docx)
// file, for the price of English editing (spec 2.4, /authors/step/word-count). The file is checked
// by size and by its bytes (file-type), read in memory and never stored.
import type { FastifyInstance } from 'fastify';
import { countWords, wordCountField, wordCountUpload, withoutReferences, type WordCountAnswer } from '@oap/contracts/authorServices/wordCount.ts';
import { uploadRuleText } from '@oap/contracts/forms/formLimits.ts';
import { httpError } from '../../platform/http/httpError.ts';
import { acceptFormBodies } from '../forms/formBodies.ts';
import { checkUpload } from '../forms/uploads.ts';
import { rateLimited } from '../../platform/limits/rateLimiter.ts';

/** Reading a document costs more than a page view: as many per client as forms. */
export const wordCountRateRule = { name: 'word-count', limit: 30, windowSeconds: 600 } as const;

export async function authorServicesApi(app: FastifyInstance): Promise<void> {
  acceptFormBodies(app);

  app.post('/author-services/word-count', { onRequest: rateLimited(wordCountRateRule) }, async (request, reply): Promise<WordCountAnswer> => {
    const body = request.body;
    const file = body instanceof FormData ? body.get(wordCountField) : null;
    if (!(file instanceof File) || file.size === 0) throw httpError(400, `Choose your manuscript: a ${uploadRuleText(wordCountUpload)}.`);
    const checked = await checkUpload(wordCountField, file, wordCountUpload);
    if ('problem' in checked) throw httpError(file.size > wordCountUpload.maxBytes ? 413 : 415, checked.problem);
    let text: string;
    // Loaded on the first manuscript counted (mammoth), not at every start.
    const { docxText, UnreadableDocumentError } = await import('./docxText.ts');
    try {
      text = await docxText(checked.file.data);
    } catch (error) {
      if (!(error instanceof UnreadableDocumentError)) throw error;
      request.log.info({ reason: error.message }, 'an uploaded manuscript could not be read');
      throw httpError(400, 'This file could not be read as a Word document. Save it again as .docx, or paste its text instead.');
    }
    const main = withoutReferences(text);
    void reply.header('cache-control', 'no-store');
    return { words: countWords(main.text), referencesExcluded: main.referencesExcluded, fileName: checked.file.fileName };
  });
}
