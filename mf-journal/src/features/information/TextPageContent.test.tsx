// A journal text page's body: "On this page" before the text when it has three sections or more, its
// links plain #anchors to the ids the server gave the headings (they work without scripts).
import type { ReactElement } from 'react';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { JournalPageContent } from '@oap/contracts/api/journalSubpages.ts';
import { TextPageContent } from './TextPageContent.tsx';

const instructions: JournalPageContent = {
  part: 'instructions_default',
  title: 'Instructions for Authors',
  html:
    '<p>How to submit.</p><h2 id="submission-checklist">Submission Checklist</h2><p>Check.</p><h2 id="manuscript-preparation">Manuscript Preparation</h2>' +
    '<h3 id="main-text">Main text</h3><p>Write.</p><h2 id="article-processing-charge">Article Processing Charge</h2><p>Pay.</p>',
  headings: [
    { id: 'submission-checklist', text: 'Submission Checklist', level: 2 },
    { id: 'manuscript-preparation', text: 'Manuscript Preparation', level: 2 },
    { id: 'main-text', text: 'Main text', level: 3 },
    { id: 'article-processing-charge', text: 'Article Processing Charge', level: 2 },
  ],
};

function show(element: ReactElement) {
  const router = createMemoryRouter([{ path: '/journal/:slug/instructions', element }], { initialEntries: ['/journal/cells/instructions'] });
  return render(<RouterProvider router={router} />);
}

test('a page of three sections or more opens with "On this page": its sections, subsections under theirs, linked to the headings', () => {
  const { container } = show(<TextPageContent page={instructions} />);
  const contents = screen.getByRole('navigation', { name: 'On this page' });
  const links = within(contents).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Submission Checklist', '/journal/cells/instructions#submission-checklist'],
    ['Manuscript Preparation', '/journal/cells/instructions#manuscript-preparation'],
    ['Main text', '/journal/cells/instructions#main-text'],
    ['Article Processing Charge', '/journal/cells/instructions#article-processing-charge'],
  ]);
  expect(within(links[1]!.closest('li')!).getByRole('link', { name: 'Main text' })).toBeInTheDocument();
  // Each link's target is on the page, and the list comes before the text.
  for (const heading of instructions.headings) expect(container.querySelector(`#${heading.id}`)).toHaveTextContent(heading.text);
  const text = screen.getByRole('heading', { name: 'Submission Checklist', level: 2 });
  expect(contents.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
});

test('the sections a page adds after its text count and are listed after the text\'s own', () => {
  const twoSections: JournalPageContent = { ...instructions, headings: instructions.headings.slice(0, 2) };
  const { unmount } = show(<TextPageContent page={twoSections} />);
  expect(screen.queryByRole('navigation', { name: 'On this page' })).toBeNull();
  expect(screen.getByRole('heading', { name: 'Manuscript Preparation' })).toBeInTheDocument();
  unmount();
  show(
    <TextPageContent page={twoSections} extraHeadings={[{ id: 'about-glance', text: 'The journal at a glance', level: 2 }]}>
      <h2 id="about-glance">The journal at a glance</h2>
    </TextPageContent>,
  );
  const links = within(screen.getByRole('navigation', { name: 'On this page' })).getAllByRole('link');
  expect(links.map((link) => link.textContent)).toEqual(['Submission Checklist', 'Manuscript Preparation', 'The journal at a glance']);
});
