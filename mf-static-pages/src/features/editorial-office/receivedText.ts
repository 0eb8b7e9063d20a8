// When a submission arrived, as the office reads it: "25 Nov 2026, 14:05 UTC".
const format = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });

export function receivedText(iso: string): string {
  return `${format.format(new Date(iso))} UTC`;
}
