import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SafeLink } from './SafeLink.tsx';

test('an internal link is a real <a href>, outside a router too', () => {
  render(<SafeLink to="/about/journals">All Journals</SafeLink>);
  expect(screen.getByRole('link', { name: 'All Journals' })).toHaveAttribute('href', '/about/journals');
});

test('inside a router an internal link navigates in the app, by mouse and by Enter', async () => {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/', element: <SafeLink to="/support">Get Support</SafeLink> },
      { path: '/support', element: <h1>Support</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  const link = screen.getByRole('link', { name: 'Get Support' });
  expect(link).toHaveAttribute('href', '/support');
  link.focus();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('heading', { name: 'Support' })).toBeInTheDocument();
  expect(router.state.location.pathname).toBe('/support');
});

test('an external URL is refused without the external flag and followed with it', () => {
  const { rerender } = render(<SafeLink to="https://careers.example.org/">Careers</SafeLink>);
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByText('Careers')).toHaveAttribute('data-link-refused', 'external');
  rerender(
    <SafeLink to="https://careers.example.org/" external>
      Careers
    </SafeLink>,
  );
  expect(screen.getByRole('link', { name: 'Careers' })).toHaveAttribute('href', 'https://careers.example.org/');
});

test('dangerous protocols are refused even with the external flag', () => {
  for (const to of ['javascript:alert(1)', 'data:text/html,<script>1</script>', 'vbscript:x', ' JAVASCRIPT:alert(1)']) {
    const { unmount } = render(
      <SafeLink to={to} external>
        Click
      </SafeLink>,
    );
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByText('Click')).toHaveAttribute('data-link-refused', 'dangerous');
    unmount();
  }
});

test('a new-tab link says so to screen readers and cuts the opener', () => {
  render(
    <SafeLink to="https://www.youtube.com/" external newTab>
      YouTube
    </SafeLink>,
  );
  const link = screen.getByRole('link', { name: 'YouTube (opens in a new tab)' });
  expect(link).toHaveAttribute('target', '_blank');
  expect(link).toHaveAttribute('rel', 'noopener noreferrer');
});
