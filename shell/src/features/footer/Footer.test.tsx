import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Footer } from './Footer.tsx';
import { consentApplied } from '../consent/consent.ts';

/** The scripts a choice allows are added once their module is here. */
const scriptsApplied = () => act(() => consentApplied());

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
  // The publisher's own pages on each network, not the networks' home pages.
  for (const [name, href] of [
    ['Facebook', 'https://www.facebook.com/openaccessjournals'],
    ['LinkedIn', 'https://www.linkedin.com/company/open-access-journals'],
    ['X', 'https://x.com/oajournals'],
    ['YouTube', 'https://www.youtube.com/@openaccessjournals'],
  ] as const) {
    const link = screen.getByRole('link', { name: new RegExp(`^${name}\\b.*our page`) });
    expect(link).toHaveAttribute('href', href);
    expect(link.getAttribute('rel')).toMatch(/\bme\b/);
  }
});

test('the Disclaimer opens on hover and on focus (spec 2.9, 9.2), shows the spec text, and closes on Escape', async () => {
  const user = userEvent.setup();
  render(<Footer />);
  const button = screen.getByRole('button', { name: 'Disclaimer' });
  expect(screen.queryByRole('tooltip')).toBeNull();
  await user.hover(button);
  expect(screen.getByRole('tooltip')).toHaveTextContent(/solely those of the individual author\(s\) and contributor\(s\) and not of the publisher/);
  expect(screen.getByRole('tooltip')).toHaveTextContent(/disclaim responsibility for any injury to people or property/);
  await user.unhover(button);
  await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  // By keyboard: focus opens it, Escape closes it, focus stays on the button.
  act(() => button.focus());
  expect(screen.getByRole('tooltip')).toBeVisible();
  expect(button).toHaveAccessibleDescription(/solely those of the individual author/);
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('tooltip')).toBeNull();
  expect(button).toHaveFocus();
});

test('the tag manager loads only after consent, from the Privacy Settings dialog', async () => {
  const user = userEvent.setup();
  render(<Footer />);
  expect(document.getElementById('oap-tag-manager')).toBeNull();
  await user.click(screen.getAllByRole('button', { name: 'Privacy Settings' })[0]!);
  // The dialog's module is fetched when it is first opened.
  const dialog = await screen.findByRole('dialog', { name: 'Privacy Settings' });
  await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
  await scriptsApplied();
  expect(document.getElementById('oap-tag-manager')).toBeNull();
  await user.click(screen.getAllByRole('button', { name: 'Privacy Settings' })[0]!);
  await user.click(within(screen.getByRole('dialog', { name: 'Privacy Settings' })).getByRole('checkbox', { name: /Tag manager/ }));
  await user.click(within(screen.getByRole('dialog', { name: 'Privacy Settings' })).getByRole('button', { name: 'Save choices' }));
  await scriptsApplied();
  expect(document.getElementById('oap-tag-manager')).toHaveAttribute('src', '/static/site/tag-manager.js');
  const cookie = /(?:^|; )oap-consent=([^;]*)/.exec(document.cookie)?.[1];
  expect(JSON.parse(decodeURIComponent(cookie!))).toMatchObject({ analytics: false, marketing: true });
});

test('the outside consent and tag-manager scripts configured for the site load only after the reader’s choice allows them', async () => {
  const user = userEvent.setup();
  const config = globalThis as { __OAP_CONFIG__?: unknown };
  const before = config.__OAP_CONFIG__;
  config.__OAP_CONFIG__ = { consentScriptUrl: 'https://consent.example.net/cmp.js', tagManagerScriptUrl: 'https://tags.example.net/gtm.js', tagManagerId: 'GTM-OAP1' };
  try {
    render(<Footer />);
    expect(document.getElementById('oap-consent-manager')).toBeNull();
    const bar = screen.getByRole('region', { name: 'Cookie consent' });
    await user.click(within(bar).getByRole('button', { name: 'Reject all' }));
    await scriptsApplied();
    // A choice was made: the consent service hears of it; without marketing consent no tag manager.
    expect(document.getElementById('oap-consent-manager')).toHaveAttribute('src', 'https://consent.example.net/cmp.js');
    expect(document.getElementById('oap-external-tag-manager')).toBeNull();
    await user.click(screen.getAllByRole('button', { name: 'Privacy Settings' })[0]!);
    await user.click(within(await screen.findByRole('dialog', { name: 'Privacy Settings' })).getByRole('button', { name: 'Accept all' }));
    await scriptsApplied();
    expect(document.getElementById('oap-external-tag-manager')).toHaveAttribute('src', 'https://tags.example.net/gtm.js?id=GTM-OAP1');
  } finally {
    config.__OAP_CONFIG__ = before;
  }
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
  await scriptsApplied();
  expect(document.getElementById('oap-tag-manager')).toBeNull();
});
