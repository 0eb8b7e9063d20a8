import { act, render, screen, waitFor } from '@testing-library/react';
import { iconCacheMaxAgeMs } from '../../tokens/tokens.ts';
import { Icon } from './Icon.tsx';
import { resetIconMemory } from './iconService.ts';

const svgOf = (name: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M0 0" data-name="${name}"/></svg>`;

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake icon service: answers the names it knows, records every URL asked. */
function serveIcons(knownNames: string[]) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    const names = (url.searchParams.get('names') ?? '').split(',');
    return jsonResponse(Object.fromEntries(names.filter((name) => knownNames.includes(name)).map((name) => [name, svgOf(name)])));
  });
}

const requestedUrls = (spy: jest.SpyInstance) => spy.mock.calls.map(([input]) => String(input));

beforeEach(() => {
  resetIconMemory();
  window.localStorage.clear();
  delete (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__;
});
afterEach(() => {
  jest.restoreAllMocks();
});

test('icons shown together are fetched in one request by a list of names, and drawn when the data arrives', async () => {
  const fetchSpy = serveIcons(['search', 'menu', 'user']);
  const { container } = render(
    <>
      <Icon name="search" />
      <Icon name="menu" size="sm" />
      <Icon name="user" label="Profile" />
    </>,
  );
  await waitFor(() => expect(container.querySelectorAll('svg')).toHaveLength(3));
  expect(requestedUrls(fetchSpy)).toEqual(['/api/icons?names=menu,search,user']);
  expect(container.querySelector('[data-icon="search"] path')).toHaveAttribute('data-name', 'search');
  expect(container.querySelector('[data-icon="search"]')).toHaveAttribute('aria-hidden', 'true');
  expect(screen.getByRole('img', { name: 'Profile' })).toHaveAttribute('data-icon', 'user');
});

test('sizes follow spec 9.2 (xs 8 ... xxl 48) and the box has its size before the data arrives', () => {
  serveIcons([]);
  const { container } = render(
    <>
      <Icon name="search" size="xs" />
      <Icon name="search" size="md" />
      <Icon name="search" size="xxl" />
      <Icon name="search" size={20} />
    </>,
  );
  const boxes = [...container.querySelectorAll<HTMLElement>('[data-icon]')];
  expect(boxes.map((box) => box.style.width)).toEqual(['8px', '24px', '48px', '20px']);
  expect(boxes.map((box) => box.style.height)).toEqual(['8px', '24px', '48px', '20px']);
});

test('fetched icons are kept in localStorage and reused without a request for 168 hours', async () => {
  const fetchSpy = serveIcons(['close']);
  const first = render(<Icon name="close" />);
  await waitFor(() => expect(first.container.querySelector('svg')).not.toBeNull());
  first.unmount();
  resetIconMemory();

  const second = render(<Icon name="close" />);
  expect(second.container.querySelector('svg')).not.toBeNull();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
  const stored = JSON.parse(window.localStorage.getItem('oap-icon:v1:close') ?? '{}') as { storedAt: number };
  expect(Date.now() - stored.storedAt).toBeLessThan(5000);
});

test('an entry older than 168 hours is fetched again', async () => {
  window.localStorage.setItem('oap-icon:v1:mail', JSON.stringify({ svg: '<svg data-old="1"></svg>', storedAt: Date.now() - iconCacheMaxAgeMs - 1000 }));
  window.localStorage.setItem('oap-icon:v1:pdf', JSON.stringify({ svg: '<svg data-fresh="1"></svg>', storedAt: Date.now() - iconCacheMaxAgeMs + 60_000 }));
  const fetchSpy = serveIcons(['mail', 'pdf']);
  const { container } = render(
    <>
      <Icon name="mail" />
      <Icon name="pdf" />
    </>,
  );
  await waitFor(() => expect(container.querySelector('[data-icon="mail"] path')).not.toBeNull());
  expect(requestedUrls(fetchSpy)).toEqual(['/api/icons?names=mail']);
  expect(container.querySelector('[data-icon="pdf"] svg')).toHaveAttribute('data-fresh', '1');
});

test('when a host fails the next configured host is asked, in order', async () => {
  (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__ = { iconHost: 'https://icons.publisher.test', iconFallbackHosts: ['https://icons-b.publisher.test/', 'https://icons-c.publisher.test'] };
  const fetchSpy = jest
    .spyOn(globalThis, 'fetch')
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(jsonResponse({ statusCode: 503, message: 'down' }, 503))
    .mockResolvedValueOnce(jsonResponse({ download: svgOf('download') }));
  const { container } = render(<Icon name="download" />);
  await waitFor(() => expect(container.querySelector('svg')).not.toBeNull());
  expect(requestedUrls(fetchSpy)).toEqual([
    'https://icons.publisher.test/api/icons?names=download',
    'https://icons-b.publisher.test/api/icons?names=download',
    'https://icons-c.publisher.test/api/icons?names=download',
  ]);
});

test('when every host fails the box stays empty, and a later mount asks again', async () => {
  const fetchSpy = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  const first = render(<Icon name="copy" />);
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
  await act(async () => {});
  expect(first.container.querySelector('svg')).toBeNull();
  first.unmount();
  fetchSpy.mockResolvedValue(jsonResponse({ copy: svgOf('copy') }));
  const second = render(<Icon name="copy" />);
  await waitFor(() => expect(second.container.querySelector('svg')).not.toBeNull());
  expect(fetchSpy).toHaveBeenCalledTimes(2);
});

test('a name the service does not know stays empty and is not asked for twice', async () => {
  const fetchSpy = serveIcons([]);
  const first = render(<Icon name="orcid" />);
  await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(1));
  await act(async () => {});
  first.unmount();
  const second = render(<Icon name="orcid" />);
  await act(async () => {});
  expect(second.container.querySelector('svg')).toBeNull();
  expect(fetchSpy).toHaveBeenCalledTimes(1);
});

test('icon data from a host is sanitised before it is drawn', async () => {
  jest.spyOn(globalThis, 'fetch').mockResolvedValue(jsonResponse({ info: '<svg viewBox="0 0 24 24" onload="window.pwned=1"><script>window.pwned=1</script><path d="M1 1"/></svg>' }));
  const { container } = render(<Icon name="info" />);
  await waitFor(() => expect(container.querySelector('path')).not.toBeNull());
  expect(container.innerHTML).not.toMatch(/onload|script/);
});

test('server markup hydrates without a mismatch even when the browser already has the icon, which it then draws', async () => {
  const { renderToString } = await import('react-dom/server');
  const { hydrateRoot } = await import('react-dom/client');
  serveIcons([]);
  window.localStorage.setItem('oap-icon:v1:search', JSON.stringify({ svg: svgOf('search'), storedAt: Date.now() }));
  const container = document.createElement('div');
  // The server has no localStorage: it draws the empty box.
  container.innerHTML = renderToString(<Icon name="search" />);
  expect(container.querySelector('svg')).toBeNull();
  document.body.append(container);
  const problems: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args) => void problems.push(args));
  await act(async () => {
    hydrateRoot(container, <Icon name="search" />, { onRecoverableError: (error) => void problems.push(error) });
  });
  consoleError.mockRestore();
  expect(problems).toEqual([]);
  expect(container.querySelector('[data-icon="search"] path')).toHaveAttribute('data-name', 'search');
  container.remove();
});
