import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { RichText } from './RichText.tsx';
import { loadSanitizer, type SafeHtml } from '@oap/shared/content/safeHtml.ts';

test('rich text, as the queries clean it, is shown with scripts and frames removed', async () => {
  const clean = await loadSanitizer();
  const { container } = render(<RichText html={clean('<h2>Aims</h2><p>Open <strong>science</strong>.</p><script>window.hacked = true</script><iframe src="https://evil.test"></iframe><img src="x" onerror="window.hacked = true">')} />);
  expect(screen.getByRole('heading', { name: 'Aims' })).toBeInTheDocument();
  expect(screen.getByText('science').tagName).toBe('STRONG');
  expect(container.querySelector('script, iframe, [onerror]')).toBeNull();
  expect((window as { hacked?: boolean }).hacked).toBeUndefined();
});

test('an internal link inside rich text navigates in the app; external links stay ordinary links', async () => {
  const user = userEvent.setup();
  const router = createMemoryRouter(
    [
      { path: '/', element: <RichText as="article" html={'<p>See <a href="/editorial_process">the process</a> or <a href="https://example.org/">elsewhere</a>.</p>' as SafeHtml} /> },
      { path: '/editorial_process', element: <h1>Editorial Process</h1> },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  expect(screen.getByRole('link', { name: 'elsewhere' })).toHaveAttribute('href', 'https://example.org/');
  expect(screen.getByRole('article')).toBeInTheDocument();
  await user.click(screen.getByRole('link', { name: 'the process' }));
  expect(await screen.findByRole('heading', { name: 'Editorial Process' })).toBeInTheDocument();
});
