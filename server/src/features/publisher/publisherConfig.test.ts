import { test } from 'node:test';
import assert from 'node:assert/strict';
import { defaultPublisher } from '@oap/contracts/site/publisher.ts';
import { readPublisherConfig } from './publisherConfig.ts';
import { brandPalette, brandStyleRule } from './brandPalette.ts';
import { splitTemplate } from '../../pages/shellTemplate.ts';

test('unset, the publisher is the neutral default; a name without a short name uses itself in the header', () => {
  assert.deepEqual(readPublisherConfig({}), defaultPublisher);
  const named = readPublisherConfig({ PUBLISHER_NAME: '  Northgate University Press ', PUBLISHER_LOGO_URL: '/brand/logo.svg', PUBLISHER_BRAND_COLOR: '#7A1F5C' });
  assert.deepEqual(named, { name: 'Northgate University Press', shortName: 'Northgate University Press', logoUrl: '/brand/logo.svg', brandColor: '#7a1f5c' });
  assert.equal(readPublisherConfig({ PUBLISHER_NAME: 'Northgate University Press', PUBLISHER_SHORT_NAME: 'Northgate' }).shortName, 'Northgate');
});

test('a value that would break the site stops the server with a sentence saying what to change', () => {
  assert.throws(() => readPublisherConfig({ PUBLISHER_BRAND_COLOR: 'teal' }), /PUBLISHER_BRAND_COLOR must be a colour written #rrggbb/);
  assert.throws(() => readPublisherConfig({ PUBLISHER_BRAND_COLOR: '#7fb3e0' }), /too light for links and buttons on white \(contrast 2\.\d\d:1, at least 4\.5:1/);
  assert.throws(() => readPublisherConfig({ PUBLISHER_LOGO_URL: 'http://cdn.example.org/logo.svg' }), /PUBLISHER_LOGO_URL must be a path on this site or an https address/);
  assert.throws(() => readPublisherConfig({ PUBLISHER_LOGO_URL: 'javascript:alert(1)' }), /PUBLISHER_LOGO_URL/);
  assert.throws(() => readPublisherConfig({ PUBLISHER_NAME: 'x'.repeat(81) }), /PUBLISHER_NAME must be at most 80 characters/);
});

test('a configured brand colour reaches every page before its first paint; the default adds nothing', () => {
  assert.equal(brandStyleRule(defaultPublisher), '');
  const palette = brandPalette('#7a1f5c');
  assert.equal(palette.brand, '#7a1f5c');
  assert.notEqual(palette.brandStrong, palette.brand);
  const template = '<!DOCTYPE html><html><head><title>x</title><!--oap-head--></head><body><div id="root"></div><!--oap-state--></body></html>';
  const manifest = { schemaVersion: 1, shell: null, remotes: {} } as never;
  const page = (publisher = defaultPublisher) => splitTemplate(template, { head: '', manifest, nonce: 'n0nce', runtimeConfig: { publisher } }).start;
  assert.doesNotMatch(page(), /<style/);
  assert.match(page({ ...defaultPublisher, brandColor: '#7a1f5c' }), new RegExp(`<style nonce="n0nce">:root\\{--oap-color-brand:#7a1f5c;--oap-color-brand-strong:${palette.brandStrong}`));
});
