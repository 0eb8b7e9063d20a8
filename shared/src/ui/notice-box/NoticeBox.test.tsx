import { render, screen } from '@testing-library/react';
import { NoticeBox } from './NoticeBox.tsx';

test('a banner by default: a div carrying its kind, for the kind’s colour', () => {
  render(
    <NoticeBox kind="retraction" role="note">
      This article has been retracted.
    </NoticeBox>,
  );
  const box = screen.getByRole('note');
  expect(box.tagName).toBe('DIV');
  expect(box).toHaveAttribute('data-notice', 'retraction');
  expect(box).toHaveClass('box', 'banner');
});

test('a line in a list: a paragraph in small type, with the caller’s class beside the kit’s', () => {
  render(
    <NoticeBox kind="expression-of-concern" size="line" as="p" className="spaced">
      Expression of concern
    </NoticeBox>,
  );
  const line = screen.getByText('Expression of concern');
  expect(line.tagName).toBe('P');
  expect(line).toHaveAttribute('data-notice', 'expression-of-concern');
  expect(line).toHaveClass('box', 'line', 'spaced');
});
