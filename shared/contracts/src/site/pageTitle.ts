// Page titles (spec section 1): the template, the default title and the fallback from the path.
import { siteName } from './publisher.ts';

export const defaultTitle = 'Publisher of Open Access Journals';

export function formatTitle(title: string | undefined): string {
  return `${title || defaultTitle} | ${siteName()}`;
}

/** decodeURIComponent that gives back the raw text when it is not valid percent-encoding. */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Spec 1: for errors the fallback title uses the status code and the message. */
export function errorTitle(statusCode: number, message: string): string {
  return formatTitle(`${statusCode} - ${message}`);
}

const smallWords = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'the', 'to', 'with']);

/** "/about/terms-and-conditions" -> "Terms and Conditions"; the first word is always capitalised. */
export function titleFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop();
  if (!last) return defaultTitle;
  const words = safeDecode(last).split(/[-_\s]+/).filter(Boolean);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && smallWords.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
