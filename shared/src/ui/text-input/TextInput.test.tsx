import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TextInput } from './TextInput.tsx';

const doneIcon = (container: HTMLElement) => container.querySelector('[data-icon="done"]');
const field = (container: HTMLElement) => container.firstElementChild as HTMLElement;

test('spec defaults: name "input", autocomplete off, length 0 to 524288, size md', () => {
  const { container } = render(<TextInput label="Title" />);
  const input = screen.getByRole('textbox', { name: 'Title' });
  expect(input).toHaveAttribute('name', 'input');
  expect(input).toHaveAttribute('autocomplete', 'off');
  expect(input).toHaveAttribute('minlength', '0');
  expect(input).toHaveAttribute('maxlength', '524288');
  expect(input).toHaveAttribute('type', 'text');
  expect(input.parentElement).toHaveClass('control', 'md');
  expect(field(container)).toHaveAttribute('data-filled', 'false');
});

test('size sm, a visually hidden label and a placeholder (the header search box)', () => {
  render(<TextInput label="Search" hideLabel size="sm" type="search" name="q" placeholder="Search all articles" iconStart="search" />);
  const input = screen.getByRole('searchbox', { name: 'Search' });
  expect(input.parentElement).toHaveClass('sm');
  expect(input).toHaveAttribute('placeholder', 'Search all articles');
  expect(input).toHaveAttribute('name', 'q');
  expect(screen.getByText('Search')).toHaveClass('oap-visually-hidden');
});

test('empty shows neither icon; while editing a filled field the reset button shows; after leaving, the done icon', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <>
      <TextInput label="Keyword" />
      <button type="button">Next</button>
    </>,
  );
  const input = screen.getByRole('textbox', { name: 'Keyword' });
  expect(doneIcon(container)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Clear Keyword' })).not.toBeInTheDocument();

  await user.type(input, 'cells');
  expect(field(container)).toHaveAttribute('data-filled', 'true');
  expect(field(container)).toHaveAttribute('data-focused', 'true');
  expect(screen.getByRole('button', { name: 'Clear Keyword' })).toBeInTheDocument();
  expect(doneIcon(container)).toBeNull();

  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(field(container)).toHaveAttribute('data-focused', 'false');
  expect(doneIcon(container)).not.toBeNull();
  expect(screen.queryByRole('button', { name: 'Clear Keyword' })).not.toBeInTheDocument();
});

test('reset by mouse clears the value, tells the caller and returns focus to the input', async () => {
  const user = userEvent.setup();
  const onChange = jest.fn();
  const onReset = jest.fn();
  render(<TextInput label="Author" defaultValue="Curie" onChange={onChange} onReset={onReset} />);
  const input = screen.getByRole('textbox', { name: 'Author' });
  await user.click(input);
  await user.click(screen.getByRole('button', { name: 'Clear Author' }));
  expect(input).toHaveValue('');
  expect(onChange).toHaveBeenLastCalledWith('', undefined);
  expect(onReset).toHaveBeenCalledTimes(1);
  expect(input).toHaveFocus();
});

test('reset by keyboard: Tab reaches the reset button, Enter clears', async () => {
  const user = userEvent.setup();
  function Controlled() {
    const [value, setValue] = useState('Noether');
    return <TextInput label="Author" value={value} onChange={setValue} />;
  }
  render(<Controlled />);
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Author' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Clear Author' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('textbox', { name: 'Author' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Author' })).toHaveFocus();
});

test('readonly: never a reset button, even focused; the done icon shows', async () => {
  const user = userEvent.setup();
  const { container } = render(<TextInput label="DOI" defaultValue="10.1000/xyz" readOnly />);
  const input = screen.getByRole('textbox', { name: 'DOI' });
  await user.click(input);
  await user.type(input, 'abc');
  expect(input).toHaveValue('10.1000/xyz');
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(doneIcon(container)).not.toBeNull();
  expect(field(container)).toHaveAttribute('data-readonly', 'true');
});

test('disabled: not focusable, no icons, no reset', async () => {
  const user = userEvent.setup();
  const { container } = render(<TextInput label="Volume" defaultValue="12" disabled />);
  await user.tab();
  expect(screen.getByRole('textbox', { name: 'Volume' })).toBeDisabled();
  expect(screen.getByRole('textbox', { name: 'Volume' })).not.toHaveFocus();
  expect(doneIcon(container)).toBeNull();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
  expect(field(container)).toHaveAttribute('data-disabled', 'true');
});

test('the done icon and the reset button can each be hidden', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <>
      <TextInput label="First" defaultValue="a" hideResetButton hideDoneIcon />
      <button type="button">Elsewhere</button>
    </>,
  );
  await user.click(screen.getByRole('textbox', { name: 'First' }));
  expect(screen.queryByRole('button', { name: 'Clear First' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
  expect(doneIcon(container)).toBeNull();
});
