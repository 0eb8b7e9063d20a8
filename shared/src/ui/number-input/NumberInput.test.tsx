import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clampNumberText, NumberInput } from './NumberInput.tsx';

test('defaults: minimum 1, maximum the largest safe integer, a number field with its label', () => {
  render(<NumberInput label="Page" />);
  const input = screen.getByRole('spinbutton', { name: 'Page' });
  expect(input).toHaveAttribute('min', '1');
  expect(input).toHaveAttribute('max', String(Number.MAX_SAFE_INTEGER));
  expect(input).toHaveAttribute('name', 'input');
  expect(input).not.toHaveAttribute('maxlength');
});

test('on key-up a value below the minimum becomes the minimum', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<NumberInput label="Page" onChange={onChange} />);
  const input = screen.getByRole('spinbutton', { name: 'Page' });
  await user.type(input, '0');
  expect(input).toHaveValue(1);
  expect(onChange).toHaveBeenLastCalledWith('1');
  await user.clear(input);
  await user.type(input, '-7');
  expect(input).toHaveValue(1);
});

test('on key-up a value above the maximum becomes the maximum; values inside stay as typed', async () => {
  const user = userEvent.setup();
  render(<NumberInput label="Results per page" max={30} defaultValue="20" />);
  const input = screen.getByRole('spinbutton', { name: 'Results per page' });
  await user.clear(input);
  expect(input).toHaveValue(null);
  await user.type(input, '25');
  expect(input).toHaveValue(25);
  await user.type(input, '0');
  expect(input).toHaveValue(30);
});

test('a custom minimum clamps as soon as the key is released', async () => {
  const user = userEvent.setup();
  render(<NumberInput label="Year" min={10} max={30} />);
  const input = screen.getByRole('spinbutton', { name: 'Year' });
  await user.type(input, '3');
  expect(input).toHaveValue(10);
});

test('an empty value is left alone, also for a controlled field', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  render(<NumberInput label="Volume" value="" onChange={onChange} />);
  await user.type(screen.getByRole('spinbutton', { name: 'Volume' }), '{Backspace}');
  expect(onChange).not.toHaveBeenCalled();
});

test('clampNumberText follows spec 5', () => {
  expect(clampNumberText('', 1, 5)).toBe('');
  expect(clampNumberText('0', 1, 5)).toBe('1');
  expect(clampNumberText('9', 1, 5)).toBe('5');
  expect(clampNumberText('3', 1, 5)).toBe('3');
  expect(clampNumberText('1e3', 1, 5)).toBe('5');
  expect(clampNumberText(String(Number.MAX_SAFE_INTEGER) + '0', 1, Number.MAX_SAFE_INTEGER)).toBe(String(Number.MAX_SAFE_INTEGER));
});
