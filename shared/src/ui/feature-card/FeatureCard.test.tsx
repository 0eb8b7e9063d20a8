import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeatureCard, type FeatureCardAlignment, type FeatureCardLayout } from './FeatureCard.tsx';

test('defaults: left aligned, column layout, an h3 with its text', () => {
  render(<FeatureCard title="Rigorous peer review">Every article is reviewed by at least two experts.</FeatureCard>);
  const card = screen.getByRole('heading', { level: 3, name: 'Rigorous peer review' }).closest('section');
  expect(card).toHaveAttribute('data-alignment', 'left');
  expect(card).toHaveAttribute('data-layout', 'column');
  expect(card).toHaveClass('card', 'column', 'left', 'framed');
  expect(screen.getByText(/at least two experts/)).toBeInTheDocument();
});

test('every alignment in both layouts', () => {
  const alignments: FeatureCardAlignment[] = ['left', 'center', 'right'];
  const layouts: FeatureCardLayout[] = ['row', 'column'];
  render(
    <>
      {layouts.flatMap((layout) =>
        alignments.map((alignment) => <FeatureCard key={`${layout}-${alignment}`} title={`${layout} ${alignment}`} alignment={alignment} layout={layout} icon="info" />),
      )}
    </>,
  );
  for (const layout of layouts) {
    for (const alignment of alignments) {
      expect(screen.getByRole('heading', { name: `${layout} ${alignment}` }).closest('section')).toHaveClass(layout, alignment);
    }
  }
});

test('media replaces the icon; the action is a real link reachable by keyboard', async () => {
  const user = userEvent.setup();
  const { container } = render(
    <FeatureCard title="Open access" media={<img src="/oa.webp" alt="" />} icon="info" headingLevel="h2" action={{ label: 'Our policy', to: '/openaccess' }}>
      Free to read.
    </FeatureCard>,
  );
  expect(container.querySelector('img')).not.toBeNull();
  expect(container.querySelector('[data-icon="info"]')).toBeNull();
  expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Open access');
  await user.tab();
  expect(screen.getByRole('link', { name: 'Our policy' })).toHaveFocus();
  expect(screen.getByRole('link', { name: 'Our policy' })).toHaveAttribute('href', '/openaccess');
});
