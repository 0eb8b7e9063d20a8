import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QuickLinkCard } from './QuickLinkCard.tsx';

test('the error page card: heading, description and an action link described by the heading', () => {
  const { container } = render(
    <QuickLinkCard
      title="Find Relevant Journals"
      description="Match your manuscript to the journals that publish work like it."
      to="/about/journalfinder"
      action={{ label: 'Journal Finder' }}
    />,
  );
  expect(screen.getByRole('heading', { level: 3, name: 'Find Relevant Journals' })).toBeInTheDocument();
  const link = screen.getByRole('link', { name: 'Journal Finder' });
  expect(link).toHaveAttribute('href', '/about/journalfinder');
  expect(link).toHaveAccessibleDescription('Find Relevant Journals');
  expect(screen.getByText(/Match your manuscript/)).toBeInTheDocument();
  expect(container.querySelector('a [data-icon="arrow-right"]')).not.toBeNull();
  expect(screen.getAllByRole('link')).toHaveLength(1);
});

test('heading element, size and weight can be chosen; a logo shows above it', () => {
  render(
    <QuickLinkCard
      title="Get Support"
      to="/support"
      headingVariant="h2"
      customHeading={{ textStyle: 'lg', fontWeight: 'semibold' }}
      logo={<img src="/logo.svg" alt="Help Center logo" />}
      action={{ label: 'Help Center', icon: 'info' }}
    />,
  );
  const heading = screen.getByRole('heading', { level: 2, name: 'Get Support' });
  expect(heading).toHaveStyle({ fontWeight: '600' });
  expect(heading.style.fontSize).toBe('var(--oap-text-lg)');
  expect(screen.getByRole('img', { name: 'Help Center logo' })).toBeInTheDocument();
});

test('without an action the heading is the link', () => {
  render(<QuickLinkCard title="Editorial Process" to="/editorial_process" />);
  expect(screen.getByRole('heading', { name: 'Editorial Process' })).toContainElement(screen.getByRole('link', { name: 'Editorial Process' }));
});

test('an external target opens in a new tab only when marked external; otherwise the link is refused', () => {
  const { rerender } = render(<QuickLinkCard title="Careers" to="https://careers.example.org/" action={{ label: 'Open positions' }} />);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  rerender(<QuickLinkCard title="Careers" to="https://careers.example.org/" external action={{ label: 'Open positions' }} />);
  const link = screen.getByRole('link', { name: 'Open positions (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link.querySelector('[data-icon="external"]')).not.toBeNull();
});

test('keyboard: Tab reaches the one link, Enter follows it', async () => {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/', element: <QuickLinkCard title="Get Support" to="/support" action={{ label: 'Help Center' }} /> },
      { path: '/support', element: <h1>Support</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  await user.tab();
  expect(screen.getByRole('link', { name: 'Help Center' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
});
