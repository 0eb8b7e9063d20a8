// AuthControls against a real HTTP server on loopback that answers the auth calls as the site's server would.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { AuthControls, signInProblemMessage } from './AuthControls.tsx';
import { browserLocation } from './browserLocation.ts';
import { closeToast, getToastState } from '@oap/shared/ui/toast/toastStore.ts';

interface Answer {
  status: number;
  body: unknown;
}

let server: http.Server;
let answers: Record<string, Answer>;
let requests: string[];

beforeAll(async () => {
  server = http.createServer((request, response) => {
    requests.push(request.url ?? '');
    const path = (request.url ?? '').split('?')[0] ?? '';
    const answer = answers[path] ?? { status: 404, body: { statusCode: 404, message: 'Unknown API path' } };
    response.statusCode = answer.status;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__ = { apiBase: `http://127.0.0.1:${port}`, submissionUrl: 'https://submit.journals.example/upload' };
});

afterAll(async () => {
  delete (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__;
  await new Promise((resolve) => server.close(resolve));
});

let replace: jest.SpyInstance;
let assign: jest.SpyInstance;

beforeEach(() => {
  requests = [];
  answers = {};
  replace = jest.spyOn(browserLocation, 'replace').mockImplementation(() => {});
  assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

function renderAt(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <AuthControls />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

test('a signed-out reader sees Sign in, and neither Profile nor Log out', async () => {
  answers['/api/user'] = { status: 200, body: { isLoggedIn: false } };
  renderAt('/');
  expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();
  expect(screen.queryByRole('link', { name: 'Log out' })).toBeNull();
});

test('a signed-in reader sees Profile, leading to the submission system, and Log out', async () => {
  answers['/api/user'] = { status: 200, body: { isLoggedIn: true, name: 'Ada' } };
  renderAt('/');
  expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute('href', 'https://submit.journals.example/upload');
  expect(screen.getByRole('link', { name: 'Log out' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Sign in' })).toBeNull();
});

test('when /api/user fails the reader is offered Sign in', async () => {
  answers['/api/user'] = { status: 500, body: { statusCode: 500, message: 'Something went wrong on our end.' } };
  renderAt('/');
  expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
});

test('Sign in sends the current path as the return target and replaces the location with the provider URL', async () => {
  answers['/api/user'] = { status: 200, body: { isLoggedIn: false } };
  answers['/api/auth/login'] = { status: 200, body: { url: 'https://id.example/authorize?client_id=site' } };
  renderAt('/journal/biology?tab=about#aims');
  await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
  await waitFor(() => expect(replace).toHaveBeenCalledWith('https://id.example/authorize?client_id=site'));
  expect(requests).toContain(`/api/auth/login?returnTo=${encodeURIComponent('/journal/biology?tab=about#aims')}`);
  expect(screen.queryByRole('alert')).toBeNull();
});

test('Sign in is a link to the sign-in page with the same return target, which a click with scripts leaves for the call', async () => {
  answers['/api/user'] = { status: 200, body: { isLoggedIn: false } };
  answers['/api/auth/login'] = { status: 200, body: { url: 'https://id.example/authorize?client_id=site' } };
  renderAt('/journal/biology?tab=about#aims');
  const link = await screen.findByRole('link', { name: 'Sign in' });
  // Without scripts the link is followed: /auth/login reads ?returnTo= and starts sign-in itself.
  expect(link).toHaveAttribute('href', `/auth/login?returnTo=${encodeURIComponent('/journal/biology?tab=about#aims')}`);
  // With scripts a plain click is the call (fireEvent answers false when the default was prevented).
  expect(fireEvent.click(link)).toBe(false);
  await waitFor(() => expect(replace).toHaveBeenCalledWith('https://id.example/authorize?client_id=site'));
});

test('a click that asks for a new tab or window is left to the link', async () => {
  answers['/api/user'] = { status: 200, body: { isLoggedIn: false } };
  renderAt('/about');
  const link = await screen.findByRole('link', { name: 'Sign in' });
  // jsdom has no navigation: the link's own activation is stubbed, only whether it is let through counts.
  link.addEventListener('click', (event) => event.preventDefault());
  const clicks = [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }];
  for (const init of clicks) fireEvent.click(link, init);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(requests.some((url) => url.startsWith('/api/auth/login'))).toBe(false);
  expect(link).not.toHaveAttribute('aria-busy');
});

test('an empty sign-in URL shows the error toast of spec 8', async () => {
  closeToast();
  answers['/api/user'] = { status: 200, body: { isLoggedIn: false } };
  answers['/api/auth/login'] = { status: 200, body: { url: '' } };
  renderAt('/about');
  await userEvent.click(await screen.findByRole('link', { name: 'Sign in' }));
  await waitFor(() => expect(getToastState()).toMatchObject({ showToast: true, toastMessage: signInProblemMessage, toastVariant: 'error' }));
  expect(signInProblemMessage).toBe('There is an issue with sign in, please try again later or reload the page.');
  expect(replace).not.toHaveBeenCalled();
  expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  closeToast();
});

test('other sign-in failures are swallowed: no message, no navigation, Sign in works again', async () => {
  answers['/api/user'] = { status: 200, body: { isLoggedIn: false } };
  answers['/api/auth/login'] = { status: 503, body: { statusCode: 503, message: 'Unavailable' } };
  renderAt('/about');
  const link = await screen.findByRole('link', { name: 'Sign in' });
  await userEvent.click(link);
  await waitFor(() => expect(requests.some((url) => url.startsWith('/api/auth/login'))).toBe(true));
  await waitFor(() => expect(link).not.toHaveAttribute('aria-busy'));
  expect(getToastState().showToast).toBe(false);
  expect(replace).not.toHaveBeenCalled();
});

test('Log out sends the current path as the return target and follows the sign-out URL', async () => {
  answers['/api/user'] = { status: 200, body: { isLoggedIn: true } };
  answers['/api/auth/logout/url'] = { status: 200, body: { url: 'https://id.example/logout?state=x' } };
  renderAt('/news/12');
  await userEvent.click(await screen.findByRole('link', { name: 'Log out' }));
  await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example/logout?state=x'));
  expect(requests).toContain(`/api/auth/logout/url?returnTo=${encodeURIComponent('/news/12')}`);
});

test('Log out is a link to the server’s sign-out start with the same return target, which a click with scripts leaves for the call', async () => {
  answers['/api/user'] = { status: 200, body: { isLoggedIn: true } };
  answers['/api/auth/logout/url'] = { status: 200, body: { url: 'https://id.example/logout?state=x' } };
  renderAt('/news/12?page=2');
  const link = await screen.findByRole('link', { name: 'Log out' });
  // Without scripts the link is followed: the server redirects to the same sign-out URL.
  expect(link).toHaveAttribute('href', `/api/auth/sign-out?returnTo=${encodeURIComponent('/news/12?page=2')}`);
  expect(fireEvent.click(link)).toBe(false);
  await waitFor(() => expect(assign).toHaveBeenCalledWith('https://id.example/logout?state=x'));
});
