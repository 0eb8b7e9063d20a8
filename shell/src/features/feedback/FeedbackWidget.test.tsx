// The feedback widget: a link to the feedback page in the server's markup, a panel in place once the
// page is interactive, which sends through the forms API and says what went wrong or the reference.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { FeedbackWidget, feedbackAbout } from './FeedbackWidget.tsx';

const posted: { url: string; token: string | null; body: FormData }[] = [];

beforeEach(() => {
  posted.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    if (url === '/api/forms/token') return new Response(JSON.stringify({ token: 'widget-token' }), { status: 200 });
    if (url === '/api/forms/feedback') {
      posted.push({ url, token: new Headers(init?.headers).get('x-csrf-token'), body: init?.body as FormData });
      return new Response(JSON.stringify({ form: 'feedback', reference: 'FB-20261125-WIDGET', receivedAt: '', confirmationSent: false }), { status: 201 });
    }
    return new Response('{}', { status: 404 });
  }) as typeof fetch;
});

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '*', Component: FeedbackWidget }], { initialEntries: [path] });
  return render(<RouterProvider router={router} />);
}

test('without scripts it is a link to the feedback page naming the page the reader is on', () => {
  const html = renderToString(<RouterProvider router={createMemoryRouter([{ path: '*', Component: FeedbackWidget }], { initialEntries: ['/journal/cells?tab=1'] })} />);
  expect(html).toContain('href="/support/feedback?about=%2Fjournal%2Fcells%3Ftab%3D1"');
  expect(html).toContain('>Feedback</a>');
});

test('the panel opens in place, refuses an empty message, then sends with the token and shows the reference', async () => {
  const user = userEvent.setup();
  renderAt('/journal/cells');
  const tab = await screen.findByRole('button', { name: 'Feedback' });
  await user.click(tab);
  expect(tab).toHaveAttribute('aria-expanded', 'true');
  expect(await screen.findByRole('dialog', { name: 'Send us feedback' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send feedback' })).not.toHaveAttribute('aria-busy'));

  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('There are problems with 2 fields');
  expect(screen.getByRole('alert')).toHaveFocus();
  expect(screen.getByLabelText('Your feedback')).toHaveAttribute('aria-invalid', 'true');
  expect(posted).toHaveLength(0);

  await user.selectOptions(screen.getByLabelText('What is your feedback about?'), 'website');
  await user.type(screen.getByLabelText('Your feedback'), 'The menu hides the search box.');
  await user.click(screen.getByRole('button', { name: 'Send feedback' }));
  expect(await screen.findByRole('status')).toHaveTextContent('FB-20261125-WIDGET');
  expect(posted).toHaveLength(1);
  expect(posted[0]!.token).toBe('widget-token');
  expect(posted[0]!.body.get('message')).toBe('The menu hides the search box.');
  expect(posted[0]!.body.get('page')).toBe('/journal/cells');
});

test('Escape closes the panel and gives focus back to the tab', async () => {
  const user = userEvent.setup();
  renderAt('/');
  const tab = await screen.findByRole('button', { name: 'Feedback' });
  await user.click(tab);
  await screen.findByRole('dialog');
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(tab).toHaveFocus();
});

test('the feedback page itself has no widget', () => {
  renderAt('/support/feedback');
  expect(screen.queryByText('Feedback')).toBeNull();
});

test('a report names the page without a signed link\'s key or the reader\'s address', () => {
  expect(feedbackAbout('/unsub/managesubscriptions', '?email=cmVhZGVy&key=s3cr3t&tab=2', {})).toBe('/unsub/managesubscriptions?tab=2');
  expect(feedbackAbout('/subscribe_ri_email/cmVhZGVy/s3cr3t/cells', '', { emailBase64: 'cmVhZGVy', key: 's3cr3t', nameSystem: 'cells' })).toBe('/subscribe_ri_email/…/…/cells');
  expect(feedbackAbout('/search', '?q=cell&page=2', {})).toBe('/search?q=cell&page=2');
});
