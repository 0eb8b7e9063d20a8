// The article's tools: PDF, Cite and Share in the rail (and the phone's bar), Contents as a panel on
// phones. Cite and Share are native disclosures (Enter and Space on a summary are the browser's own,
// which jsdom does not run: the e2e spec covers them); what the page adds to them is tested here.
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { importedArticle } from './articleFixtures.ts';
import { ArticleRail } from './ArticleRail.tsx';
import { renderArticlePage } from './articlePageForTests.tsx';
import { fixedTopRoom, STICKY_TOP_PROPERTY } from './useStickyTop.ts';

// The page renders whole (router, article, effects): slow on a loaded machine.
jest.setTimeout(30_000);

const contents = [
  { id: 's1', label: 'Introduction' },
  { id: 's2', label: 'Results' },
];

async function renderArticle() {
  await renderArticlePage(importedArticle);
  return screen.getByRole('complementary', { name: 'Article tools' });
}

test('the tools: the PDF, Cite and Share, and the contents', async () => {
  const rail = await renderArticle();
  expect(within(rail).getByRole('link', { name: 'PDF' })).toHaveAttribute('href', '/2076-3425/15/2/118/pdf-vor');
  expect(within(rail).getByText('Cite').tagName).toBe('SUMMARY');
  expect(within(rail).getByText('Share').tagName).toBe('SUMMARY');
  expect(within(within(rail).getByRole('navigation', { name: 'Contents' })).getAllByRole('link').map((link) => link.textContent)).toEqual([
    'Introduction',
    'Results',
    'Funding',
    'References',
    'Review reports',
  ]);
});

test('one disclosure open at a time; Escape closes it and puts focus on its summary; a click elsewhere closes it', async () => {
  const user = userEvent.setup();
  const rail = await renderArticle();
  const [cite, share] = [within(rail).getByText('Cite'), within(rail).getByText('Share')];
  await user.click(cite);
  expect(cite.parentElement).toHaveAttribute('open');
  await user.click(share);
  // The toggle event is queued by the browser: wait for it.
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(share.parentElement).toHaveAttribute('open');
  expect(cite.parentElement).not.toHaveAttribute('open');
  within(share.parentElement!).getByRole('link', { name: /^LinkedIn/ }).focus();
  await user.keyboard('{Escape}');
  expect(share.parentElement).not.toHaveAttribute('open');
  expect(share).toHaveFocus();
  await user.click(cite);
  await user.click(screen.getByRole('heading', { level: 1 }));
  expect(cite.parentElement).not.toHaveAttribute('open');
});

test('without scripts Contents is a link to the contents in the text; with them, a button', async () => {
  const served = document.createElement('div');
  served.innerHTML = renderToString(<ArticleRail article={importedArticle} contents={contents} />);
  expect(within(served).getByRole('link', { name: 'Contents' })).toHaveAttribute('href', '#article-contents');
  render(<ArticleRail article={importedArticle} contents={contents} />);
  expect(screen.getByRole('button', { name: 'Contents' })).toHaveAttribute('aria-haspopup', 'dialog');
});

test('Contents opens a panel by keyboard, focus goes in, Escape closes it and focus returns; choosing a section closes it', async () => {
  const user = userEvent.setup();
  await renderArticle();
  const button = screen.getByRole('button', { name: 'Contents' });
  button.focus();
  await user.keyboard('{Enter}');
  const panel = screen.getByRole('dialog', { name: 'Contents' });
  expect(button).toHaveAttribute('aria-expanded', 'true');
  expect(within(panel).getByRole('link', { name: 'Introduction' })).toHaveFocus();
  await user.tab();
  expect(within(panel).getByRole('link', { name: 'Results' })).toHaveFocus();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(button).toHaveFocus();
  await user.keyboard(' ');
  await user.click(within(screen.getByRole('dialog', { name: 'Contents' })).getByRole('link', { name: 'Results' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the sticky tools stop under the site header while it shows, at the top of the window while it is hidden', async () => {
  // The shell's fixed top bar, as it marks itself; it hides by a class that moves it up.
  const bar = document.createElement('div');
  bar.setAttribute('data-fixed-top', '');
  Object.defineProperty(bar, 'offsetHeight', { value: 88 });
  document.body.append(bar);
  try {
    const rail = await renderArticle();
    const layout = rail.closest('[data-text-size]') as HTMLElement;
    expect(layout.style.getPropertyValue(STICKY_TOP_PROPERTY)).toBe('88px');
    bar.style.transform = 'translateY(-100%)';
    bar.className = 'hidden';
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(layout.style.getPropertyValue(STICKY_TOP_PROPERTY)).toBe('0px');
    bar.style.transform = '';
    bar.className = '';
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(layout.style.getPropertyValue(STICKY_TOP_PROPERTY)).toBe('88px');
    expect(fixedTopRoom(bar)).toBe(88);
  } finally {
    bar.remove();
  }
});
