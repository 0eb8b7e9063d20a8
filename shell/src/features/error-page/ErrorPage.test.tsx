import { render, screen } from '@testing-library/react';
import { ErrorPage } from './ErrorPage.tsx';

test('shows the status, its message, the home button, three quick links and breadcrumbs', () => {
  render(<ErrorPage statusCode={404} detail="Page not found: /nope" />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
  expect(screen.getByText('Page not found: /nope')).toBeInTheDocument();
  expect(screen.getByText(/may have been moved or deleted/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go back to Home' })).toHaveAttribute('href', '/');
  expect(screen.getByRole('link', { name: 'Journal Finder' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Read more' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Help Center' })).toBeInTheDocument();
  const breadcrumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  expect(breadcrumbs).toHaveTextContent('Home');
  expect(breadcrumbs).toHaveTextContent('404');
});

test('502 is shown as 404, and a missing status as 500', () => {
  const { rerender } = render(<ErrorPage statusCode={502} />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404');
  rerender(<ErrorPage />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('500');
  expect(screen.getByText(/Something went wrong on our end/)).toBeInTheDocument();
});

test('custom HTML replaces the message and is sanitised', async () => {
  const { container } = render(<ErrorPage statusCode={403} customHtml={'<p>Ask <b>your librarian</b></p><script>window.hacked=1</script><iframe src="x"></iframe>'} />);
  expect(await screen.findByText('your librarian')).toBeInTheDocument();
  expect(container.querySelector('script')).toBeNull();
  expect(container.querySelector('iframe')).toBeNull();
  expect(screen.queryByText("You don't have permission to access this page")).toBeNull();
});

test('the home button can be relabelled, retargeted or hidden', () => {
  const { rerender } = render(<ErrorPage statusCode={401} homeLabel="Sign in" homeTo="/auth/login" />);
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth/login');
  rerender(<ErrorPage statusCode={401} hideHomeButton />);
  expect(screen.queryByRole('link', { name: 'Go back to Home' })).toBeNull();
});
