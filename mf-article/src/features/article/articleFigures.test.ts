import { figuresBodyHtml } from './figureFixtures.ts';
import { zoomableFigures } from './articleFigures.ts';

test('lists the figures with images in page order, supplements after their figure, missing ones left out', () => {
  const body = document.createElement('div');
  body.innerHTML = figuresBodyHtml;
  const figures = zoomableFigures(body);
  expect(figures.map((figure) => [figure.id, figure.label])).toEqual([
    ['fig1', 'Figure 1'],
    ['fig2', 'Figure 2'],
    ['fig2s1', 'Figure 2—figure supplement 1'],
  ]);
  expect(figures[0]).toMatchObject({
    src: '/media/articles/90412/fig1-1600.webp',
    width: 1600,
    height: 900,
    alt: 'Recording sites.',
    original: '/media/articles/90412/fig1.jpg',
  });
  // The figure's own caption, not its supplements'; and no ids that the page already has.
  expect(figures[1]!.captionHtml).toContain('Licking before the reward.');
  expect(figures[1]!.captionHtml).not.toContain('Licking in every session.');
  expect(figures[0]!.link).toBe(body.querySelector('#fig1 a'));
});

test('a figure without a caption label is named by its place', () => {
  const body = document.createElement('div');
  body.innerHTML = '<figure class="article-figure" id="f" data-figure><a class="article-figure-link" href="/o.png" data-zoom-src="/z.webp"><img src="/s.webp" width="10" height="20" alt=""></a></figure>';
  expect(zoomableFigures(body)[0]).toMatchObject({ label: 'Figure 1', width: 10, height: 20, captionHtml: '' });
});
