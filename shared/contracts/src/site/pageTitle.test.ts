import { defaultTitle, formatTitle, titleFromPath } from './pageTitle.ts';

test('the title template and the default title', () => {
  expect(formatTitle('Aims & Scope')).toBe('Aims & Scope | Meridian Open Science');
  expect(formatTitle(undefined)).toBe(`${defaultTitle} | Meridian Open Science`);
  expect(defaultTitle).toBe('Publisher of Open Access Journals');
});

test.each([
  ['/about/terms-and-conditions', 'Terms and Conditions'],
  ['/about/history/former-headquarters', 'Former Headquarters'],
  ['/special_issues_guidelines', 'Special Issues Guidelines'],
  ['/journal/x/instruction_for_conference_organizers', 'Instruction for Conference Organizers'],
  ['/about/article_types/registered_reports', 'Registered Reports'],
  ['/the-end-of-the-road', 'The End of the Road'],
  ['/', defaultTitle],
])('fallback title for %s is "%s"', (path, title) => {
  expect(titleFromPath(path)).toBe(title);
});
