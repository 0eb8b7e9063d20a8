// The CSS order warnings the build leaves out (index.mjs isReadCssOrder): only the pairs read for it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isReadCssOrder } from './index.mjs';

const order = (a, b) => ({ message: `  ⚠ chunk styles\n  │ Conflicting order between ${a} and ${b}\n` });

test('the order warning of a pair that was read is left out, whichever comes first and wherever it lives', () => {
  assert.equal(isReadCssOrder(order('../shared/src/ui/notice-box/NoticeBox.module.css', '../shared/src/ui/pager/Pager.module.css')), true);
  assert.equal(isReadCssOrder(order('../shared/src/ui/pager/Pager.module.css', './src/features/journal-lists/ArticleList.module.css')), true);
});

test('a new pair, or another warning, still shows', () => {
  assert.equal(isReadCssOrder(order('./src/features/journal-lists/ArticleList.module.css', '../shared/src/ui/notice-box/NoticeBox.module.css')), false);
  assert.equal(isReadCssOrder(order('./src/A.module.css', '../shared/src/ui/pager/Pager.module.css')), false);
  assert.equal(isReadCssOrder({ message: 'export was not found' }), false);
  assert.equal(isReadCssOrder(new Error('Module not found: Pager.module.css and NoticeBox.module.css')), false);
});
