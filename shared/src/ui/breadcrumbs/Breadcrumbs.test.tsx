import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler } from 'react';
import { Breadcrumbs, breadcrumbListJsonLd, type BreadcrumbItem } from './Breadcrumbs.tsx';

const trail: BreadcrumbItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Journals', to: '/about/journals' },
  { label: 'Biology', to: '/journal/biology' },
  { label: 'Special Issues', to: '/journal/biology/special_issues' },
  { label: 'Cell Signalling in Plants' },
];

/** jsdom has no layout: the trail's natural width and the nav's width come from these. */
let naturalTrailWidth = 600;
let navWidth = 1000;
let resizeCallbacks: Array<() => void> = [];

beforeEach(() => {
  naturalTrailWidth = 600;
  navWidth = 1000;
  resizeCallbacks = [];
  jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'OL' && this.style.width === 'max-content' ? naturalTrailWidth : 0;
  });
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.tagName === 'NAV' ? navWidth : 0;
  });
  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = class {
    private readonly callback: () => void;
    constructor(callback: () => void) {
      this.callback = callback;
    }
    observe() {
      resizeCallbacks.push(this.callback);
    }
    disconnect() {
      resizeCallbacks = resizeCallbacks.filter((callback) => callback !== this.callback);
    }
  };
});
afterEach(() => {
  jest.restoreAllMocks();
  delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
});

const labels = () => within(screen.getByRole('list')).getAllByRole('listitem').map((item) => item.textContent);

/** Without <html data-hydrated> a first render is taken for the page's hydration: it is measured in the next frame. */
const nextFrame = () => act(() => new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));

test('a navigation region labelled "Breadcrumbs" with real links and the current page marked', () => {
  render(<Breadcrumbs items={trail} />);
  const nav = screen.getByRole('navigation', { name: 'Breadcrumbs' });
  expect(within(nav).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['Home', '/'],
    ['Journals', '/about/journals'],
    ['Biology', '/journal/biology'],
    ['Special Issues', '/journal/biology/special_issues'],
  ]);
  expect(screen.getByText('Cell Signalling in Plants').closest('[aria-current]')).toHaveAttribute('aria-current', 'page');
  expect(labels()).toEqual(['Home', 'Journals', 'Biology', 'Special Issues', 'Cell Signalling in Plants']);
});

test('the label can change; disabled items are not links; items may carry an icon', () => {
  const { container } = render(
    <Breadcrumbs
      ariaLabel="You are here"
      items={[
        { label: 'Home', to: '/', icon: 'user' },
        { label: 'Archive', to: '/archive', disabled: true },
        { label: '404' },
      ]}
    />,
  );
  expect(screen.getByRole('navigation', { name: 'You are here' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Archive' })).not.toBeInTheDocument();
  expect(screen.getByText('Archive').parentElement).toHaveAttribute('aria-disabled', 'true');
  expect(container.querySelector('a [data-icon="user"]')).not.toBeNull();
});

test('when the space is too small the middle items collapse into a disabled ellipsis (measured)', async () => {
  navWidth = 400;
  render(<Breadcrumbs items={trail} />);
  // As the page hydrates, the trail the server rendered stays until the next frame.
  expect(labels()).toHaveLength(5);
  await nextFrame();
  expect(labels()).toEqual(['Home', '…', 'Cell Signalling in Plants']);
  const ellipsis = screen.getByRole('button', { name: '3 more: Journals, Biology, Special Issues' });
  expect(ellipsis).toBeDisabled();
  expect(screen.getByRole('navigation')).toHaveAttribute('data-collapsed', 'true');

  navWidth = 900;
  act(() => resizeCallbacks.forEach((callback) => callback()));
  expect(labels()).toEqual(['Home', 'Journals', 'Biology', 'Special Issues', 'Cell Signalling in Plants']);

  navWidth = 500;
  act(() => resizeCallbacks.forEach((callback) => callback()));
  expect(labels()).toEqual(['Home', '…', 'Cell Signalling in Plants']);
});

test('a trail that fits commits once: measuring it sets no state (hydration then needs no second render)', async () => {
  const commits: string[] = [];
  render(
    <Profiler id="trail" onRender={(_id, phase) => commits.push(phase)}>
      <Breadcrumbs items={trail} />
    </Profiler>,
  );
  await nextFrame();
  expect(labels()).toHaveLength(5);
  expect(commits).toEqual(['mount']);
});

test('after hydration a trail collapses before it is painted; a verdict does not outlive its trail', () => {
  document.documentElement.setAttribute('data-hydrated', '');
  try {
    navWidth = 400;
    const { rerender } = render(<Breadcrumbs items={trail} />);
    expect(labels()).toEqual(['Home', '…', 'Cell Signalling in Plants']);
    const short = [{ label: 'Home', to: '/' }, { label: 'Journals', to: '/about/journals' }, { label: 'Cells' }];
    naturalTrailWidth = 300;
    rerender(<Breadcrumbs items={short} />);
    expect(labels()).toEqual(['Home', 'Journals', 'Cells']);
    naturalTrailWidth = 600;
    rerender(<Breadcrumbs items={trail} />);
    expect(labels()).toEqual(['Home', '…', 'Cell Signalling in Plants']);
  } finally {
    document.documentElement.removeAttribute('data-hydrated');
  }
});

test('a container width from the caller decides too, and forcing works both ways', async () => {
  const { rerender } = render(<Breadcrumbs items={trail} containerWidth={320} />);
  await nextFrame();
  expect(labels()).toEqual(['Home', '…', 'Cell Signalling in Plants']);
  rerender(<Breadcrumbs items={trail} containerWidth={1280} />);
  expect(labels()).toHaveLength(5);
  rerender(<Breadcrumbs items={trail} collapse />);
  expect(labels()).toEqual(['Home', '…', 'Cell Signalling in Plants']);
  navWidth = 100;
  rerender(<Breadcrumbs items={trail} collapse={false} />);
  expect(labels()).toHaveLength(5);
});

test('a short trail never collapses', () => {
  navWidth = 50;
  render(<Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: '404' }]} />);
  expect(labels()).toEqual(['Home', '404']);
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('keyboard: Tab moves through the links only, skipping the ellipsis and the current page', async () => {
  const user = userEvent.setup();
  navWidth = 300;
  render(<Breadcrumbs items={trail} />);
  await nextFrame();
  expect(labels()).toEqual(['Home', '…', 'Cell Signalling in Plants']);
  await user.tab();
  expect(screen.getByRole('link', { name: 'Home' })).toHaveFocus();
  await user.tab();
  expect(document.body).toHaveFocus();
});

test('optional structured data: a schema.org BreadcrumbList of the full trail with absolute URLs', () => {
  navWidth = 300;
  const { container } = render(<Breadcrumbs items={trail} structuredData siteUrl="https://www.publisher.test" />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(JSON.parse(script?.textContent ?? 'null')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.publisher.test/' },
      { '@type': 'ListItem', position: 2, name: 'Journals', item: 'https://www.publisher.test/about/journals' },
      { '@type': 'ListItem', position: 3, name: 'Biology', item: 'https://www.publisher.test/journal/biology' },
      { '@type': 'ListItem', position: 4, name: 'Special Issues', item: 'https://www.publisher.test/journal/biology/special_issues' },
      { '@type': 'ListItem', position: 5, name: 'Cell Signalling in Plants' },
    ],
  });
  expect(render(<Breadcrumbs items={trail} />).container.querySelector('script')).toBeNull();
});

test('structured data cannot close its script element', () => {
  const { container } = render(<Breadcrumbs items={[{ label: '</script><script>alert(1)</script>', to: '/' }, { label: 'x' }]} structuredData />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script?.innerHTML).not.toContain('</script>');
  expect(breadcrumbListJsonLd([{ label: 'A', to: '/a' }], 'https://x.test').itemListElement).toEqual([{ '@type': 'ListItem', position: 1, name: 'A', item: 'https://x.test/a' }]);
});
