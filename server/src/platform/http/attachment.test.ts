import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asciiFileName, fileDisposition } from './attachment.ts';

test('an ASCII name is sent as it is, quoted, as a download or inline', () => {
  assert.equal(fileDisposition('articles.csv'), 'attachment; filename="articles.csv"');
  assert.equal(fileDisposition('10.7554_eLife.00013.pdf', 'inline'), 'inline; filename="10.7554_eLife.00013.pdf"');
  assert.equal(fileDisposition('my "best" figure.png'), 'attachment; filename="my \\"best\\" figure.png"');
});

test('a name in any script keeps its own name in filename*, with an ASCII one for old clients', () => {
  assert.equal(fileDisposition('Müller–Şahin.pdf'), `attachment; filename="Muller_Sahin.pdf"; filename*=UTF-8''M%C3%BCller%E2%80%93%C5%9Eahin.pdf`);
  assert.equal(fileDisposition('Снимок экрана 1.png', 'inline'), `inline; filename="______ ______ 1.png"; filename*=UTF-8''${encodeURIComponent('Снимок экрана 1.png')}`);
  // Latin-1 alone would fit a header, but the plain name stays ASCII.
  assert.equal(fileDisposition('café.txt'), `attachment; filename="cafe.txt"; filename*=UTF-8''caf%C3%A9.txt`);
  // A name that looks percent-encoded is given both, so that no client decodes it.
  assert.equal(fileDisposition('100%25.txt'), `attachment; filename="100%25.txt"; filename*=UTF-8''100%2525.txt`);
});

test('nothing in a name can break the header: line breaks, control characters, a path', () => {
  const header = fileDisposition('a\r\nSet-Cookie: x=1.txt');
  assert.doesNotMatch(header, /[\r\n]/);
  assert.equal(header, `attachment; filename="a__Set-Cookie: x=1.txt"; filename*=UTF-8''a%0D%0ASet-Cookie%3A%20x%3D1.txt`);
  assert.equal(fileDisposition('../../etc/passwd'), 'attachment; filename="passwd"');
  assert.equal(asciiFileName('Ærø – ﬁsh.png'), '_r_ _ fish.png');
});
