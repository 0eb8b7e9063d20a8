// The banner (spec 1): the spec's words, a link whose purpose is read out, and a preference that hides it.
import { render, screen } from '@testing-library/react';
import { Banner } from './Banner.tsx';
import { hasOldVersionPreference, markOldVersionPreference, oldVersionAttribute, oldVersionGateScript } from '@oap/contracts/site/oldVersion.ts';

afterEach(() => {
  document.cookie = 'old_version=; Path=/; Max-Age=0';
  document.documentElement.removeAttribute(oldVersionAttribute);
});

test('keeps the spec’s words, and its link says what it does to screen readers and crawlers', () => {
  render(<Banner />);
  const banner = screen.getByRole('region', { name: 'Site version' });
  expect(banner.textContent).toBe('You are currently viewing a new version of our website. To view the old version click here to switch this browser to the old version of the website.');
  const link = screen.getByRole('link', { name: 'click here to switch this browser to the old version of the website' });
  expect(link).toHaveAttribute('href', '/api/set-old-version');
  expect(link).toHaveAttribute('rel', 'nofollow');
});

test('the old-version preference marks the document, which hides the banner', () => {
  expect(hasOldVersionPreference('a=1; old_version=1')).toBe(true);
  expect(hasOldVersionPreference('old_version=10')).toBe(false);
  markOldVersionPreference();
  expect(document.documentElement.hasAttribute(oldVersionAttribute)).toBe(false);
  document.cookie = 'old_version=1; Path=/';
  markOldVersionPreference();
  expect(document.documentElement.hasAttribute(oldVersionAttribute)).toBe(true);
  // The head gate does the same before first paint.
  document.documentElement.removeAttribute(oldVersionAttribute);
  new Function(oldVersionGateScript)();
  expect(document.documentElement.hasAttribute(oldVersionAttribute)).toBe(true);
});
