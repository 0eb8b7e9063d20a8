// A remote page that throws while rendering is caught by its own boundary: the error page shows inside
// the layout, header and footer stay, and client-side navigation to another family still works.
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { createRouteObjects } from '../../app/routes.tsx';
import { registerReleaseManifest } from '../../app/federation/remoteRoutes.ts';
import { currentPageRemote } from '../../runtime/releaseState.ts';
import type { ErrorEvent } from '@sentry/react';
import { tagWithRemote, type ErrorOrigin } from '../monitoring/initMonitoring.ts';
import { routeByTableForTests } from '../../app/tableRoutesForTests.ts';

/** The tags and context an event would get now. */
const tagged = (origin: ErrorOrigin = {}) => tagWithRemote<Pick<ErrorEvent, 'tags' | 'contexts'>>({}, origin);

// The federation runtime is the boundary to the network (the real one: federationPlugins.test.ts and e2e).
jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function CrashingJournalPage(): never {
  throw new Error('mf-journal build b2 cannot render this journal');
}

function AboutPage() {
  return <h1>About the publisher</h1>;
}

beforeEach(() => {
  routeByTableForTests();
  mockedLoadRemote.mockImplementation(async (id: string) => {
    if (id === 'mf_journal/routes') return { default: { 'journal-slug': async () => ({ Component: CrashingJournalPage }) } };
    return { default: { about: async () => ({ Component: AboutPage }) } };
  });
  registerReleaseManifest({
    generatedAt: '',
    shell: { build: 'shell1' },
    remotes: {
      'mf-journal': { name: 'mf_journal', build: 'b2', manifestUrl: '/remotes/mf-journal/b2/mf-manifest.json' },
      'mf-static-pages': { name: 'mf_static_pages', build: 's7', manifestUrl: '/remotes/mf-static-pages/s7/mf-manifest.json' },
    } as never,
  });
});

test('a page that throws shows the error page inside the layout, and the reader can go on to another family', async () => {
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const router = createMemoryRouter(createRouteObjects(), { initialEntries: ['/journal/cells'] });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  expect(await screen.findByRole('heading', { level: 1, name: '500' })).toBeInTheDocument();
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  // Inside the page's own layout: the boundary sits within the remote page, not around the frame.
  expect(document.querySelector('[data-layout="journal"]')).not.toBeNull();
  // Monitoring hears of it with the remote and its build.
  expect(currentPageRemote()).toBe('mf-journal');
  expect(tagged().tags).toEqual({ remote: 'mf-journal', 'remote.build': 'b2' });
  expect(tagged().contexts?.['builds']).toEqual({ shell: 'shell1', 'mf-journal': 'b2', 'mf-static-pages': 's7' });

  await act(() => router.navigate('/about'));
  expect(await screen.findByRole('heading', { level: 1, name: 'About the publisher' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1, name: '500' })).toBeNull();
  expect(tagged().tags).toEqual({ remote: 'mf-static-pages', 'remote.build': 's7' });
  // A boundary's own report keeps the remote it names, whatever page is on screen.
  expect(tagged({ remote: 'mf-journal', build: 'b2' }).tags).toEqual({ remote: 'mf-journal', 'remote.build': 'b2' });
  consoleError.mockRestore();
});
