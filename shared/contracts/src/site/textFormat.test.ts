import { formatCount, formatUtcDate } from './textFormat.ts';

test('dates read as en-GB long dates, in UTC', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  for (const iso of ['2024-03-15', '2026-01-01T00:30:00Z', '1999-12-31T23:59:59Z', '2020-02-29', '2025-10-09T12:00:00+14:00']) {
    expect(formatUtcDate(new Date(iso))).toBe(intl.format(new Date(iso)));
  }
  expect(formatUtcDate(new Date('2024-03-05'))).toBe('5 March 2024');
});

test('counts are grouped as en-GB writes them, with at most three decimals', () => {
  const intl = new Intl.NumberFormat('en-GB');
  for (const value of [0, 7, 999, 1000, 12345, 1234567, 987654321, 12.5, 1234.5678, 0.1 + 0.2, -4200, 2 ** 40]) {
    expect(formatCount(value)).toBe(intl.format(value));
  }
});
