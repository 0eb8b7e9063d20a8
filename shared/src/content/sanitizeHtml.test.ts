import { sanitizeHtml, sanitizeSvg } from './sanitizeHtml.ts';

test('scripts, frames, embeds, forms and event handlers are removed; text and safe markup stay', () => {
  const html = sanitizeHtml(
    '<h2>Results</h2><p onclick="steal()">Cells <em>divide</em>.</p><script>alert(1)</script><iframe src="https://x.test"></iframe><frameset><frame src="a"></frameset><object data="x"></object><embed src="y"><form action="/x"><input></form><a href="javascript:alert(1)">bad</a><a href="/about" target="_blank">ok</a>',
  );
  expect(html).toContain('<h2>Results</h2>');
  expect(html).toContain('<em>divide</em>');
  expect(html).toContain('<a href="/about" target="_blank">ok</a>');
  for (const gone of ['<script', 'alert(1)', '<iframe', '<frame', '<object', '<embed', '<form', 'onclick', 'javascript:']) expect(html).not.toContain(gone);
});

test('SVG icon data keeps its drawing and loses anything active', () => {
  const svg = sanitizeSvg('<svg viewBox="0 0 24 24" onload="x()"><script>alert(1)</script><path d="M1 1h2"/><foreignObject><div>hi</div></foreignObject></svg>');
  expect(svg).toContain('<path d="M1 1h2"');
  expect(svg).toContain('viewBox="0 0 24 24"');
  for (const gone of ['onload', '<script', 'foreignObject', 'alert']) expect(svg).not.toContain(gone);
});
