import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { sql } from 'kysely';
import { socialCardPaths } from '@oap/contracts/site/socialCards.ts';
import { createFindabilityApp, type FindabilityTestApp } from '../../../../test-support/findability/findabilityTestApp.ts';
import { CARD_HEIGHT, CARD_WIDTH, journalCardSvg, wrap } from './journalCard.ts';

let t: FindabilityTestApp;
before(async () => {
  t = await createFindabilityApp({ articles: 20 });
});
after(async () => {
  await t.close();
});

test('a journal\'s sharing image is a 1200 × 630 PNG, kept, and a journal that does not exist has none', async () => {
  const journal = (await t.rows.get(sql<{ name_system: string; name: string }>`SELECT name_system, name FROM journals WHERE is_public = 1 ORDER BY id LIMIT 1`))!;
  const res = await t.app.inject({ url: socialCardPaths.journal(journal.name_system) });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'image/png');
  const png = res.rawPayload;
  assert.deepEqual([...png.subarray(1, 4)].map((byte) => String.fromCharCode(byte)).join(''), 'PNG');
  // IHDR: width and height as big-endian 32-bit numbers at bytes 16 and 20.
  assert.equal(png.readUInt32BE(16), CARD_WIDTH);
  assert.equal(png.readUInt32BE(20), CARD_HEIGHT);
  assert.ok(png.length > 10_000, 'drawn, not blank');
  const again = await t.app.inject({ url: socialCardPaths.journal(journal.name_system) });
  assert.ok(again.rawPayload.equals(png));
  assert.equal((await t.app.inject({ url: socialCardPaths.journal('no-such-journal') })).statusCode, 404);
});

test('the card names the journal (wrapped, escaped), its ISSN and subjects on the design tokens\' colours', () => {
  const svg = journalCardSvg({ id: 1, nameSystem: 'x', name: 'Cells & Development', abbreviation: 'Cells Dev.', issn: '1234-5678', subjects: ['biology-life-sciences'] }, 'Open Access Journals');
  assert.match(svg, />Cells &amp; Development</);
  assert.match(svg, /ISSN 1234-5678 · Open access/);
  assert.match(svg, /Biology &amp; Life Sciences/);
  assert.match(svg, /fill="#083a66"/);
  assert.deepEqual(wrap('International Journal of Environmental Research and Public Health and Safety Studies', 26, 3), ['International Journal of', 'Environmental Research and', 'Public Health and …']);
});

test('/favicon.ico is the site\'s icon as a PNG', async () => {
  const res = await t.app.inject({ url: '/favicon.ico' });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-type'], 'image/png');
  assert.equal(res.rawPayload.readUInt32BE(16), 48);
});
