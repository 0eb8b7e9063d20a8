// Page titles (spec section 1): the template, the default title and the fallback from the path.
export const siteName = 'the product';
export const defaultTitle = 'Publisher of Open Access Journals';

export function formatTitle(title: string | undefined): string {
  return `${title || defaultTitle} | ${siteName}`;
}

const smallWords = new Set(['a', 'an', 'and', 'as', 'at', 'but', 'by', 'for', 'in', 'nor', 'of', 'on', 'or', 'the', 'to', 'with']);

/** "/about/terms-and-conditions" -> "Terms and Conditions"; the first word is always capitalised. */
export function titleFromPath(pathname: string): string {
  const last = pathname.split('/').filter(Boolean).pop();
  if (!last) return defaultTitle;
  const words = decodeURIComponent(last).split(/[-_\s]+/).filter(Boolean);
  return words
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && smallWords.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}
