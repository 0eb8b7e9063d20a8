import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';
import { ButtonLink } from './ButtonLink.tsx';

test('by default a button is large and tonal, and never submits a form by accident', () => {
  render(<Button>Subscribe</Button>);
  const button = screen.getByRole('button', { name: 'Subscribe' });
  expect(button).toHaveAttribute('data-size', 'lg');
  expect(button).toHaveAttribute('data-variant', 'tonal');
  expect(button).toHaveClass('button', 'lg', 'tonal');
  expect(button).toHaveAttribute('type', 'button');
});

test('sizes and variants can be chosen', () => {
  render(
    <>
      <Button size="sm" variant="filled">
        Small filled
      </Button>
      <Button size="md" variant="outline">
        Medium outline
      </Button>
      <Button variant="text">Text</Button>
    </>,
  );
  expect(screen.getByRole('button', { name: 'Small filled' })).toHaveClass('sm', 'filled');
  expect(screen.getByRole('button', { name: 'Medium outline' })).toHaveClass('md', 'outline');
  expect(screen.getByRole('button', { name: 'Text' })).toHaveClass('lg', 'text');
});

test('it is pressed by mouse, Enter and Space', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  render(<Button onClick={onClick}>Save</Button>);
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.tab();
  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await user.keyboard(' ');
  expect(onClick).toHaveBeenCalledTimes(3);
});

test('while loading it shows a spinner, says it is busy, keeps focus and name, and ignores clicks and keys', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  const onSubmit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
  const { container, rerender } = render(
    <form onSubmit={onSubmit}>
      <Button type="submit" loading onClick={onClick}>
        Sign in
      </Button>
    </form>,
  );
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(button).toHaveAttribute('aria-busy', 'true');
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).not.toBeDisabled();
  expect(container.querySelector('[data-spinner]')).toBeInTheDocument();
  await user.click(button);
  button.focus();
  await user.keyboard('{Enter}');
  await user.keyboard(' ');
  expect(onClick).not.toHaveBeenCalled();
  expect(onSubmit).not.toHaveBeenCalled();
  expect(button).toHaveFocus();

  rerender(
    <form onSubmit={onSubmit}>
      <Button type="submit" onClick={onClick}>
        Sign in
      </Button>
    </form>,
  );
  expect(button).not.toHaveAttribute('aria-busy');
  expect(container.querySelector('[data-spinner]')).not.toBeInTheDocument();
  await user.click(button);
  expect(onClick).toHaveBeenCalledTimes(1);
  expect(onSubmit).toHaveBeenCalledTimes(1);
});

test('a disabled button cannot be pressed or focused', async () => {
  const user = userEvent.setup();
  const onClick = jest.fn();
  render(
    <Button disabled onClick={onClick}>
      Next
    </Button>,
  );
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.tab();
  expect(onClick).not.toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Next' })).not.toHaveFocus();
});

test('an icon-only button is square and named by its aria-label', () => {
  render(<Button iconStart="menu" aria-label="Open menu" variant="text" size="md" />);
  expect(screen.getByRole('button', { name: 'Open menu' })).toHaveClass('iconOnly', 'md', 'text');
});

test('ButtonLink is a real link that looks like a button and follows the link rules', () => {
  render(
    <>
      <ButtonLink to="/">Go back to Home</ButtonLink>
      <ButtonLink to="https://submit.example.org/" variant="filled" size="md">
        Submit
      </ButtonLink>
      <ButtonLink to="https://submit.example.org/" external variant="filled" size="md">
        Submit external
      </ButtonLink>
    </>,
  );
  const home = screen.getByRole('link', { name: 'Go back to Home' });
  expect(home).toHaveAttribute('href', '/');
  expect(home).toHaveClass('button', 'lg', 'tonal');
  expect(screen.queryByRole('link', { name: 'Submit' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Submit external' })).toHaveClass('md', 'filled');
});
