// Spec 9.5: the default submission URL is the external manuscript upload page; the runtime
// configuration (window.__OAP_CONFIG__.submissionUrl) can point it elsewhere.
import { runtimeConfig } from '@oap/shared/site/runtimeConfig.ts';

export const defaultSubmissionUrl = 'https://submit.example.org/manuscript/upload';

export function submissionUrl(): string {
  return runtimeConfig().submissionUrl || defaultSubmissionUrl;
}

/** The upload page with a journal chosen: where Submit leads on a journal's home, and "Submit to this journal". */
export function journalSubmissionUrl(slug: string): string {
  const url = new URL(submissionUrl());
  url.searchParams.set('journal', slug);
  return url.toString();
}
