// Generated ORCID iDs look issued: in the block ORCID gives out, with a check character that holds.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { orcid } from './catalogue.ts';
import { createRandom } from './random.ts';

/** ISO 7064 11,2 over the first fifteen digits, as ORCID checks an iD. */
function checkCharacter(digits: string): string {
  const total = [...digits].reduce((sum, digit) => (sum + Number(digit)) * 2, 0);
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

test('generated ORCID iDs are in the issued block and their check character holds', () => {
  assert.equal(checkCharacter('000000021825009'), '7', 'the rule, on ORCID\'s own example 0000-0002-1825-0097');
  const random = createRandom(1996);
  for (let i = 0; i < 200; i++) {
    const id = orcid(random);
    const match = /^https:\/\/orcid\.org\/(0000-000[12]-\d{4}-\d{3}[\dX])$/.exec(id);
    assert.ok(match, id);
    const bare = match[1]!.replaceAll('-', '');
    assert.ok(bare.slice(0, 12) >= '000000015000' && bare.slice(0, 12) < '000000035000', id);
    assert.equal(bare.slice(15), checkCharacter(bare.slice(0, 15)), id);
  }
});
