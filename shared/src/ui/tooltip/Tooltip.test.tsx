import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Tooltip } from './Tooltip.tsx';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
const tooltip = () => screen.getByRole('tooltip', { hidden: true });

function renderTooltip(props: Partial<Parameters<typeof Tooltip>[0]> = {}) {
  return render(
    <>
      <Tooltip content="Copies the DOI" {...props}>
        <button type="button">Copy DOI</button>
      </Tooltip>
      <button type="button">Elsewhere</button>
    </>,
  );
}

test('the panel describes its activator and uses the spec defaults: bottom, offset 12, z-index 50', () => {
  renderTooltip();
  const activator = screen.getByRole('button', { name: 'Copy DOI' });
  expect(activator).toHaveAttribute('aria-describedby', tooltip().id);
  expect(activator).toHaveAccessibleDescription('Copies the DOI');
  expect(tooltip()).not.toBeVisible();
  expect(tooltip()).toHaveAttribute('data-position', 'bottom');
  expect(tooltip().style.zIndex).toBe('50');
  expect(tooltip().style.getPropertyValue('--tooltip-offset')).toBe('12px');
});

test('hover opens it; it closes 200 ms after the pointer leaves', async () => {
  const user = setup();
  renderTooltip();
  await user.hover(screen.getByRole('button', { name: 'Copy DOI' }));
  expect(screen.getByRole('tooltip')).toBeVisible();
  await user.unhover(screen.getByRole('button', { name: 'Copy DOI' }));
  act(() => jest.advanceTimersByTime(199));
  expect(tooltip()).toBeVisible();
  act(() => jest.advanceTimersByTime(1));
  expect(tooltip()).not.toBeVisible();
});

test('hovering the panel keeps it open; leaving the panel closes it after 200 ms', async () => {
  const user = setup();
  renderTooltip();
  await user.hover(screen.getByRole('button', { name: 'Copy DOI' }));
  await user.unhover(screen.getByRole('button', { name: 'Copy DOI' }));
  act(() => jest.advanceTimersByTime(150));
  await user.hover(tooltip());
  act(() => jest.advanceTimersByTime(1000));
  expect(tooltip()).toBeVisible();
  await user.unhover(tooltip());
  act(() => jest.advanceTimersByTime(200));
  expect(tooltip()).not.toBeVisible();
});

test('keyboard focus opens it; moving focus away closes it after 200 ms; Escape closes it at once', async () => {
  const user = setup();
  renderTooltip();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Copy DOI' })).toHaveFocus();
  expect(tooltip()).toBeVisible();
  await user.tab();
  act(() => jest.advanceTimersByTime(199));
  expect(tooltip()).toBeVisible();
  act(() => jest.advanceTimersByTime(1));
  expect(tooltip()).not.toBeVisible();

  await user.tab({ shift: true });
  expect(tooltip()).toBeVisible();
  await user.keyboard('{Escape}');
  expect(tooltip()).not.toBeVisible();
  expect(screen.getByRole('button', { name: 'Copy DOI' })).toHaveFocus();
});

test('while still focused, the pointer leaving does not close it', async () => {
  const user = setup();
  renderTooltip();
  await user.tab();
  await user.hover(screen.getByRole('button', { name: 'Copy DOI' }));
  await user.unhover(screen.getByRole('button', { name: 'Copy DOI' }));
  act(() => jest.advanceTimersByTime(1000));
  expect(tooltip()).toBeVisible();
});

test('position, width and an existing description can be set (the footer disclaimer: top, 20rem)', async () => {
  const user = setup();
  render(
    <>
      <p id="hint">Opens a panel</p>
      <Tooltip content="Statements are the authors' own." position="top" width="20rem">
        <button type="button" aria-describedby="hint">
          Disclaimer
        </button>
      </Tooltip>
    </>,
  );
  const activator = screen.getByRole('button', { name: 'Disclaimer' });
  expect(activator.getAttribute('aria-describedby')).toBe(`hint ${tooltip().id}`);
  expect(tooltip()).toHaveAttribute('data-position', 'top');
  expect(tooltip()).toHaveStyle({ width: '20rem' });
  await user.hover(activator);
  expect(screen.getByRole('tooltip')).toHaveTextContent("Statements are the authors' own.");
});

test('a disabled tooltip never opens', async () => {
  const user = setup();
  renderTooltip({ disabled: true });
  await user.hover(screen.getByRole('button', { name: 'Copy DOI' }));
  await user.tab();
  expect(tooltip()).not.toBeVisible();
});

test('an open panel that would stick out of the viewport is shifted back inside it', async () => {
  const user = setup();
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    return (this.getAttribute('role') === 'tooltip' ? { left: -75, right: 170, width: 245, top: 0, bottom: 30, height: 30 } : { left: 0, right: 0, width: 0, top: 0, bottom: 0, height: 0 }) as DOMRect;
  });
  renderTooltip();
  await user.hover(screen.getByRole('button', { name: 'Copy DOI' }));
  expect(tooltip().style.getPropertyValue('--tooltip-shift')).toBe('83px');
  jest.restoreAllMocks();
});
