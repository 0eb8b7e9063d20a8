import { forceIosMaximumScale } from './iosViewport.ts';

beforeEach(() => {
  document.head.innerHTML = '<meta name="viewport" content="width=device-width, initial-scale=1">';
});

test('on iOS the viewport maximum scale is forced to 1.0', () => {
  expect(forceIosMaximumScale('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)')).toBe(true);
  expect(document.querySelector('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1, maximum-scale=1.0');
});

test('elsewhere the viewport is left alone', () => {
  expect(forceIosMaximumScale('Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0')).toBe(false);
  expect(document.querySelector('meta[name="viewport"]')).toHaveAttribute('content', 'width=device-width, initial-scale=1');
});
