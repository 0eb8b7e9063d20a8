// The site's one rule for email addresses, and their canonical form.
import { canonicalEmail, isEmailAddress } from './formLimits.ts';

test('a plain address passes; anything a mail header gives a meaning to does not', () => {
  for (const address of ['ann@example.org', ' Ann.Reader+alerts@sub.example.co.uk ', 'o\u2019brien@example.ie']) expect(isEmailAddress(address)).toBe(true);
  for (const address of ['', 'ann', 'ann@example', 'ann@@example.org', 'x<ann@example.org>', 'Ann <ann@example.org>', 'a@example.org, b@example.org', 'a@example.org;b@example.org', '"a"@example.org', 'a b@example.org', `${'a'.repeat(250)}@example.org`]) {
    expect(isEmailAddress(address)).toBe(false);
  }
});

test('the canonical form is trimmed and lower-cased', () => {
  expect(canonicalEmail(' Ann.Reader@Example.ORG ')).toBe('ann.reader@example.org');
});
