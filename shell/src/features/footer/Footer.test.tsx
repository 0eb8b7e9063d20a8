import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from './Footer.tsx';

beforeEach(() => {
  document.cookie = 'oap-consent=; Path=/; Max-Age=0';
  window.localStorage.clear();
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

test('five groups with the spec links, external links marked, copyright with the current year', () => {
  render(<Footer />);
  for (const [group, links] of [
    ['Discover', ['Articles', 'Journals', 'Research Awards', 'Open Access Policy']],
    ['Services', ['Author Services', 'Conferences', 'Societies', 'Products']],
    ['Guidelines', ['For Authors', 'For Reviewers', 'For Editors', 'For Librarians']],
    ['Company', ['About Us', 'Careers', 'Blog']],
    ['Support', ['Pay an Invoice', 'Processing Charges', 'Discount Policy', 'Contact Us']],
  ] as const) {
    const nav = screen.getByRole('navigation', { name: group });
    expect(within(nav).getAllByRole('link').map((link) => link.textContent?.replace(' (opens in a new tab)', ''))).toEqual(links);
  }
  expect(screen.getByRole('link', { name: /Careers/ })).toHaveAttribute('target', '_blank');
  expect(screen.getByRole('link', { name: 'Discount Policy' })).toHaveAttribute('href', '/authors#Discounts_on_APCs');
  expect(screen.getByText(new RegExp(`© 1996-${new Date().getFullYear()}`))).toBeInTheDocument();
  for (const name of ['Terms and Conditions', 'Terms of Use', 'Privacy Policy']) expect(screen.getByRole('link', { name })).toBeInTheDocument();
  for (const name of ['Facebook', 'LinkedIn', 'X', 'YouTube']) expect(screen.getByRole('link', { name: `${name} (opens in a new tab)` })).toBeInTheDocument();
});

test('the Disclaimer popover shows the spec text and closes on Escape', async () => {
  const user = userEvent.setup();
  render(<Footer />);
  const button = screen.getByRole('button', { name: 'Disclaimer' });
  await user.click(button);
  expect(screen.getByRole('note')).toHaveTextContent(/solely those of the individual author\(s\) and contributor\(s\) and not of the publisher/);
  expect(screen.getByRole('note')).toHaveTextContent(/disclaim responsibility for any injury to people or property/);
  await user.keyboard('{Escape}');
  expect(button).toHaveAttribute('aria-expanded', 'false');
  expect(button).toHaveFocus();
});

test('the tag manager loads only after consent, from the Privacy Settings dialog', async () => {
  const user = userEvent.setup();
  render(<Footer />);
  expect(document.getElementById('oap-tag-manager')).toBeNull();
  await user.click(screen.getAllByRole('button', { name: 'Privacy Settings' })[0]!);
  const dialog = screen.getByRole('dialog', { name: 'Privacy Settings' });
  await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
  expect(document.getElementById('oap-tag-manager')).toBeNull();
  await user.click(screen.getAllByRole('button', { name: 'Privacy Settings' })[0]!);
  await user.click(within(screen.getByRole('dialog', { name: 'Privacy Settings' })).getByRole('checkbox', { name: /Tag manager/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Privacy Settings' })).getByRole('button', { name: 'Save choices' }));
  expect(document.getElementById('oap-tag-manager')).toHaveAttribute('src', '/static/site/tag-manager.js');
  const cookie = /(?:^|; )oap-consent=([^;]*)/.exec(document.cookie)?.[1];
  expect(JSON.parse(decodeURIComponent(cookie!))).toMatchObject({ analytics: false, marketing: true });
});

test('choices saved in localStorage by the earlier site move to the cookie', async () => {
  const { carryOverStoredConsent, readConsent } = await import('../consent/consent.ts');
  window.localStorage.setItem('oap-consent', JSON.stringify({ analytics: true, marketing: false, decidedAt: '2026-01-01T00:00:00.000Z' }));
  expect(readConsent()).toBeNull();
  carryOverStoredConsent();
  expect(readConsent()).toEqual({ analytics: true, marketing: false, decidedAt: '2026-01-01T00:00:00.000Z' });
  expect(window.localStorage.getItem('oap-consent')).toBeNull();
});

test('the consent bar shows until a choice is made', async () => {
  const user = userEvent.setup();
  render(<Footer />);
  const bar = screen.getByRole('region', { name: 'Cookie consent' });
  await user.click(within(bar).getByRole('button', { name: 'Reject all' }));
  expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  expect(document.getElementById('oap-tag-manager')).toBeNull();
});
