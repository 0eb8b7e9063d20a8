import { act, fireEvent, render, screen } from '@testing-library/react';
import { Image } from './Image.tsx';
import { imageSources, responsiveWidths } from './imageSources.ts';

let observers: Array<{ callback: IntersectionObserverCallback; options?: IntersectionObserverInit; targets: Element[]; disconnected: boolean }> = [];

beforeEach(() => {
  observers = [];
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    private readonly record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, ...(options ? { options } : {}), targets: [], disconnected: false };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  };
});
afterEach(() => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  delete (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__;
});

function scrollIntoView(isIntersecting = true) {
  act(() => {
    for (const observer of observers.filter((entry) => !entry.disconnected)) {
      observer.callback(observer.targets.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry), {} as IntersectionObserver);
    }
  });
}

test('a placeholder of the same shape shows until the image comes near the viewport', () => {
  const { container } = render(<Image src="/images/cover.jpg" alt="Journal cover" width={400} height={300} />);
  expect(container.querySelector('img')).toBeNull();
  expect(screen.getByRole('img', { name: 'Journal cover' })).toHaveClass('placeholder');
  const frame = container.firstElementChild as HTMLElement;
  expect(frame).toHaveAttribute('data-state', 'placeholder');
  expect(frame.style.aspectRatio).toBe('400 / 300');
  expect(observers[0]?.options?.rootMargin).toBe('200px');

  scrollIntoView(false);
  expect(container.querySelector('img')).toBeNull();

  scrollIntoView(true);
  const image = screen.getByRole('img', { name: 'Journal cover' });
  expect(image.tagName).toBe('IMG');
  expect(image).toHaveAttribute('loading', 'lazy');
  expect(frame).toHaveAttribute('data-state', 'loading');
  expect(observers[0]?.disconnected).toBe(true);
  fireEvent.load(image);
  expect(frame).toHaveAttribute('data-state', 'loaded');
});

test('a fixed width gives a webp srcset at densities 1 and 2', () => {
  render(<Image src="/images/cover.jpg" alt="Cover" width={320} height={240} eager />);
  const image = screen.getByRole('img', { name: 'Cover' });
  expect(image).toHaveAttribute('src', '/images/cover.jpg?width=320&format=webp');
  expect(image).toHaveAttribute('srcset', '/images/cover.jpg?width=320&format=webp 1x, /images/cover.jpg?width=640&format=webp 2x');
  expect(image).toHaveAttribute('loading', 'eager');
  expect(image).toHaveAttribute('fetchpriority', 'high');
});

test('a responsive image offers the six spec widths at both densities, in webp, chosen by sizes', () => {
  expect(responsiveWidths()).toEqual([320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072]);
  render(<Image src="https://static.publisher.test/a.png?v=2" alt="Figure 1" sizes="(min-width: 1024px) 50vw, 100vw" eager />);
  const image = screen.getByRole('img', { name: 'Figure 1' });
  expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 50vw, 100vw');
  const candidates = (image.getAttribute('srcset') ?? '').split(', ');
  expect(candidates).toHaveLength(9);
  expect(candidates[0]).toBe('https://static.publisher.test/a.png?v=2&width=320&format=webp 320w');
  expect(candidates.every((candidate) => candidate.includes('format=webp'))).toBe(true);
  expect(candidates.map((candidate) => Number(/ (\d+)w$/.exec(candidate)?.[1]))).toEqual(responsiveWidths());
});

test('relative sources use the static-asset host from runtime config; a custom URL builder wins', () => {
  (globalThis as { __OAP_CONFIG__?: unknown }).__OAP_CONFIG__ = { assetBase: 'https://static.publisher.test/' };
  expect(imageSources('/img/a.jpg', { width: 640 }).src).toBe('https://static.publisher.test/img/a.jpg?width=640&format=webp');
  expect(imageSources('/img/a.jpg', { width: 100, buildUrl: (src, width, format) => `${src}@${width}.${format}` }).srcSet).toBe('/img/a.jpg@100.webp 1x, /img/a.jpg@200.webp 2x');
});

test('a decorative image is hidden from assistive technology while it waits', () => {
  const { container } = render(<Image src="/deco.jpg" alt="" width={10} height={10} />);
  expect(screen.queryByRole('img')).not.toBeInTheDocument();
  expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
});

test('without IntersectionObserver the image loads straight away', () => {
  delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  render(<Image src="/a.jpg" alt="A" width={10} height={10} />);
  expect(screen.getByRole('img', { name: 'A' }).tagName).toBe('IMG');
});

test('the server markup carries the image in <noscript>, for readers without scripts', async () => {
  const { renderToString } = await import('react-dom/server');
  const html = renderToString(<Image src="/img/cover.jpg" alt="Cover" width={320} height={200} />);
  expect(html).toMatch(/<noscript><img [^>]*src="\/img\/cover\.jpg\?width=320&amp;format=webp"[^>]*alt="Cover"/);
});
